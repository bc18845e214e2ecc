import Box from '@mui/material/Box';

/** Books, an open page and a lamp: the four things the platform gathers, drawn calmly. */
export function HeroArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 300"
      aria-hidden
      sx={{ width: '100%', maxWidth: 420, height: 'auto' }}
    >
      <circle cx="190" cy="150" r="130" fill="rgba(255,255,255,0.06)" />
      <circle cx="190" cy="150" r="92" fill="rgba(255,255,255,0.06)" />
      <ellipse cx="180" cy="262" rx="130" ry="12" fill="rgba(0,0,0,0.18)" />
      <rect x="70" y="226" width="220" height="30" rx="6" fill="#d9961a" />
      <rect x="70" y="226" width="220" height="8" rx="4" fill="#f3c467" />
      <rect x="88" y="194" width="190" height="32" rx="6" fill="#f6f4ef" />
      <rect x="88" y="194" width="14" height="32" fill="#2f8a8f" />
      <rect x="100" y="164" width="160" height="30" rx="6" fill="#2f8a8f" />
      <rect x="232" y="164" width="12" height="30" fill="#f3c467" />
      <path d="M120 158c20-10 44-12 62 0v-70c-18-12-42-10-62 0z" fill="#fff" />
      <path d="M244 158c-20-10-44-12-62 0v-70c18-12 42-10 62 0z" fill="#e8f1f1" />
      <path
        d="M134 104h34M134 118h34M134 132h26M196 104h34M196 118h34M196 132h26"
        stroke="#b9cfd0"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="290" cy="70" r="22" fill="#f3c467" />
      <circle cx="290" cy="70" r="34" fill="rgba(243,196,103,0.22)" />
      <path d="M70 84l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="rgba(255,255,255,0.5)" />
      <circle cx="322" cy="150" r="4" fill="rgba(255,255,255,0.5)" />
      <circle cx="52" cy="170" r="3" fill="rgba(255,255,255,0.4)" />
    </Box>
  );
}
