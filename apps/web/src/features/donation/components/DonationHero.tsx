import Box from '@mui/material/Box';
import { Hero } from '../../../kit/Hero';
import { donationPaths } from '../paths';

/** Two open hands holding a heart, drawn in the brand's teal and amber. */
function GivingArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 260"
      aria-hidden
      sx={{ width: '100%', maxWidth: 360, height: 'auto' }}
    >
      <circle cx="160" cy="130" r="118" fill="rgba(255,255,255,0.06)" />
      <circle cx="160" cy="130" r="84" fill="rgba(255,255,255,0.07)" />
      <path
        d="M160 150c-30-20-58-40-58-68 0-18 14-30 30-30 12 0 22 7 28 17 6-10 16-17 28-17 16 0 30 12 30 30 0 28-28 48-58 68z"
        fill="#e2a941"
      />
      <path
        d="M132 62c-10 0-18 8-18 20"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M40 170c20-6 42-2 62 10l40 22c10 6 8 20-4 20H96"
        stroke="#f6f4ef"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M280 170c-20-6-42-2-62 10l-40 22c-10 6-8 20 4 20h42"
        stroke="#cfe3e3"
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="62" cy="60" r="5" fill="rgba(255,255,255,0.5)" />
      <circle cx="262" cy="48" r="4" fill="rgba(255,255,255,0.45)" />
      <circle cx="276" cy="110" r="3" fill="rgba(255,255,255,0.4)" />
    </Box>
  );
}

/** The donation landing's opening: why give here, and where to start. */
export function DonationHero() {
  return (
    <Hero
      id="donation-hero-title"
      glow="end"
      eyebrow="نیکوکاری در دانش‌سرا"
      title="با هم، گره‌ای از کار دیگران بگشاییم"
      text="طرحی را که به دلتان نزدیک‌تر است انتخاب کنید و با هر مبلغی که می‌توانید در آن سهیم شوید. کمک‌ها مستقیم به همان طرح می‌رسد و گزارش آن را می‌بینید."
      primary={{ to: donationPaths.all, label: 'مشاهده همه طرح‌ها' }}
      secondary={{ to: donationPaths.categories, label: 'دسته‌بندی طرح‌ها' }}
      art={<GivingArt />}
    />
  );
}
