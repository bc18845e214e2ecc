import { paths } from '../../../config/paths';
import { SITE_NAME, SITE_SLOGAN } from '../../../config/site';
import { Hero } from '../../../kit/Hero';
import { useSession } from '../../auth/session';
import { HeroArt } from './HeroArt';

/** The home page's opening: the slogan, the catalogue and sign-up (or the panel when logged in). */
export function HomeHero() {
  const { user } = useSession();
  return (
    <Hero
      id="hero-title"
      size="large"
      eyebrow={`${SITE_NAME}؛ خانه یادگیری و هم‌اندیشی`}
      title={SITE_SLOGAN}
      text="در دوره‌های آموزشی و حلقه‌های مباحثه شرکت کنید، رویدادها را از دست ندهید، کتاب و محتوای ارزشمند تهیه کنید و در طرح‌های نیکوکاری سهیم شوید."
      primary={{ to: paths.allClassrooms, label: 'مشاهده دوره‌ها' }}
      secondary={
        user
          ? { to: paths.panel.root, label: 'ورود به پنل کاربری' }
          : { to: paths.signUp, label: 'ثبت نام رایگان' }
      }
      art={<HeroArt />}
    />
  );
}
