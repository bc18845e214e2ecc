import type { DataSource, EntityManager } from 'typeorm';
import {
  Celebrity,
  CmaCategory,
  CmaLink,
  Content,
  ContentTopic,
  Hadith,
  Hashtag,
  Media,
  Post,
  Setting,
  type CategoryKind,
  type OwnerKind,
} from '../modules/cma';
import { Product } from '../modules/store';
import { demoPages } from './pages.seed';

const DAY = 86_400_000;

const NEWS: [string, string][] = [
  [
    'آغاز ثبت‌نام دوره‌های زمستانی',
    'ثبت‌نام دوره‌های زمستانی منطق، فلسفه و اخلاق از امروز در بخش کلاس‌ها آغاز شد.',
  ],
  [
    'برگزاری همایش اخلاق پژوهش',
    'همایش سالانه اخلاق پژوهش با حضور استادان حوزه و دانشگاه در تالار اصلی برگزار شد.',
  ],
  [
    'انتشار جزوه تازه روش تحقیق',
    'ویرایش تازه جزوه روش تحقیق با تمرین‌های بیشتر در فروشگاه در دسترس است.',
  ],
  ['نشست هم‌اندیشی استادان', 'نشست ماهانه استادان درباره برنامه درسی نیم‌سال آینده برگزار شد.'],
  ['افتتاح کتابخانه دیجیتال', 'کتابخانه دیجیتال دانش‌سرا با بیش از هزار عنوان کتاب گشایش یافت.'],
  [
    'اعلام نتایج آزمون ورودی',
    'نتایج آزمون ورودی دوره تخصصی تفسیر در پنل کاربری هر داوطلب اعلام شد.',
  ],
];

const GUIDES: [string, string][] = [
  [
    'راهنمای ثبت‌نام در کلاس‌ها',
    'برای ثبت‌نام، وارد حساب خود شوید، کلاس را برگزینید و پس از تکمیل اطلاعات، صورت‌حساب را بپردازید.',
  ],
  [
    'راهنمای پرداخت اقساطی',
    'در صفحه صورت‌حساب، درخواست پرداخت اقساطی را ثبت کنید؛ کارشناس مالی پیشنهاد اقساط را برایتان می‌فرستد.',
  ],
  [
    'راهنمای شرکت در آزمون',
    'در زمان آزمون از صفحه کلاس وارد آزمون شوید؛ زمان باقی‌مانده همیشه بالای صفحه دیده می‌شود.',
  ],
  [
    'راهنمای خرید از فروشگاه',
    'کالا را به سبد بیفزایید، نشانی را وارد کنید و از کیف پول یا درگاه بانک بپردازید.',
  ],
];

const HADITHES: [string, string, string, string][] = [
  [
    'دانش گنجی است که کلیدهایش پرسش است.',
    'العِلمُ خَزائنُ و مَفاتيحُهُ السُّؤالُ',
    'پیامبر اکرم (ص)',
    'تحف العقول',
  ],
  [
    'ارزش هر کس به اندازه کاری است که آن را نیکو انجام می‌دهد.',
    'قيمَةُ كُلِّ امرِئٍ ما يُحسِنُهُ',
    'امام علی (ع)',
    'نهج‌البلاغه، حکمت ۸۱',
  ],
  ['هیچ ثروتی چون خرد نیست.', 'لا غِنى كَالعَقلِ', 'امام علی (ع)', 'نهج‌البلاغه، حکمت ۵۴'],
  [
    'دانش را بجویید، هرچند در چین باشد.',
    'اطلُبُوا العِلمَ وَ لَو بِالصّينِ',
    'پیامبر اکرم (ص)',
    'بحارالانوار',
  ],
  [
    'بهترین مردم سودمندترین آنان برای مردم است.',
    'خَيرُ النّاسِ أنفَعُهُم لِلنّاسِ',
    'پیامبر اکرم (ص)',
    'نهج‌الفصاحه',
  ],
  [
    'صبر بر دو گونه است: صبر بر آنچه ناخوش داری و صبر از آنچه دوست داری.',
    'الصَّبرُ صَبرانِ: صَبرٌ عَلى ما تَكرَهُ وَ صَبرٌ عَمّا تُحِبُّ',
    'امام علی (ع)',
    'نهج‌البلاغه، حکمت ۵۵',
  ],
  [
    'زکات دانش، آموختن آن به کسی است که شایسته آن است.',
    'زَكاةُ العِلمِ أن تُعَلِّمَهُ مَن لا يَعلَمُهُ',
    'امام باقر (ع)',
    'الکافی',
  ],
  [
    'سخن بگویید تا شناخته شوید؛ که آدمی زیر زبانش پنهان است.',
    'تَكَلَّموا تُعرَفوا فَإنَّ المَرءَ مَخبوءٌ تَحتَ لِسانِهِ',
    'امام علی (ع)',
    'نهج‌البلاغه، حکمت ۳۹۲',
  ],
];

interface DemoContent {
  title: string;
  category: string;
  summary: string;
  is_free: boolean;
  medias: string[];
  topics: string[];
}

/** Content category tree, three levels. */
const CONTENT_TREE: Record<string, Record<string, string[]>> = {
  'معارف اسلامی': { 'قرآن و تفسیر': ['تفسیر موضوعی', 'علوم قرآنی'], حدیث: [] },
  'اخلاق و تربیت': { 'اخلاق فردی': [], 'اخلاق پژوهش': [] },
  'فلسفه و منطق': { منطق: [], 'فلسفه اسلامی': [] },
};

const MEDIAS: Record<string, Partial<Media> & { type: string }> = {
  intro: {
    title: 'فیلم معرفی دوره',
    type: 'VIDEO',
    url: 'https://www.w3schools.com/html/mov_bbb.mp4',
  },
  aparat: {
    title: 'گزارش همایش (آپارات)',
    type: 'VIDEO',
    iframe_code:
      '<iframe src="https://www.aparat.com/video/video/embed/videohash/demo/vt/frame" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy"></iframe>',
  },
  lecture: {
    title: 'درس‌گفتار صوتی جلسه نخست',
    type: 'SOUND',
    url: 'https://www.w3schools.com/html/horse.mp3',
  },
  poster: { title: 'پوستر دوره', type: 'IMAGE', url: '/favicon.svg' },
  notes: {
    title: 'جزوه جلسه‌ها',
    type: 'TEXT',
    url: 'https://www.w3.org/WAI/ER/tests/xhtml/testfiles/resources/pdf/dummy.pdf',
  },
};

const CONTENTS: DemoContent[] = [
  {
    title: 'درآمدی بر تفسیر موضوعی',
    category: 'تفسیر موضوعی',
    summary: 'روش تفسیر موضوعی قرآن در ده درس کوتاه.',
    is_free: true,
    medias: ['intro', 'poster'],
    topics: ['تعریف تفسیر موضوعی', 'تفاوت با تفسیر ترتیبی', 'گام‌های پژوهش موضوعی'],
  },
  {
    title: 'تاریخ علوم قرآنی',
    category: 'علوم قرآنی',
    summary: 'سیر پیدایش و گسترش علوم قرآنی.',
    is_free: true,
    medias: ['lecture'],
    topics: ['نزول قرآن', 'جمع‌آوری قرآن'],
  },
  {
    title: 'اخلاق پژوهش در علوم انسانی',
    category: 'اخلاق پژوهش',
    summary: 'اصول اخلاقی پژوهش، همراه با جزوه و درس‌گفتار. ویژه خریداران نسخه الکترونیکی کتاب.',
    is_free: false,
    medias: ['lecture', 'notes'],
    topics: ['امانت‌داری در نقل', 'رضایت آگاهانه'],
  },
  {
    title: 'منطق مقدماتی',
    category: 'منطق',
    summary: 'بیست درس‌گفتار منطق؛ ویژه خریداران مجموعه صوتی.',
    is_free: false,
    medias: ['intro', 'lecture', 'notes'],
    topics: ['تعریف و اقسام آن', 'قضایا', 'قیاس'],
  },
  {
    title: 'آداب تعلیم و تعلم',
    category: 'اخلاق فردی',
    summary: 'آداب شاگرد و استاد در سنت اسلامی.',
    is_free: true,
    medias: ['aparat'],
    topics: ['آداب شاگرد', 'آداب استاد'],
  },
  {
    title: 'آشنایی با فلسفه اسلامی',
    category: 'فلسفه اسلامی',
    summary: 'مسائل اصلی فلسفه اسلامی به زبان ساده.',
    is_free: true,
    medias: ['poster'],
    topics: ['وجود و ماهیت'],
  },
];

/** Topic categories, one per root of the content tree: a topic takes its content's. */
const TOPIC_TREE: Record<string, string> = {
  'معارف اسلامی': 'مباحث قرآنی',
  'اخلاق و تربیت': 'مباحث اخلاقی',
  'فلسفه و منطق': 'مباحث منطقی و فلسفی',
};
const rootOf = (category: string) =>
  Object.keys(CONTENT_TREE).find(
    (root) =>
      root === category ||
      Object.entries(CONTENT_TREE[root]).some(
        ([mid, leaves]) => mid === category || leaves.includes(category),
      ),
  )!;

const TAGS = ['اخلاق', 'قرآن', 'منطق', 'پژوهش', 'همایش', 'راهنما'];

const html = (text: string) =>
  `<p>${text}</p><p>این متن نمونه دانش‌سرا است و کارشناسان محتوا آن را از پیشخوان ویرایش می‌کنند.</p>`;

async function link(
  em: EntityManager,
  owner: OwnerKind,
  ownerId: number,
  tagKind: CmaLink['tag_kind'],
  ids: number[],
) {
  if (ids.length)
    await em.insert(
      CmaLink,
      ids.map((tag_id, position) => ({
        owner_kind: owner,
        owner_id: ownerId,
        tag_kind: tagKind,
        tag_id,
        position,
      })),
    );
}

async function category(
  em: EntityManager,
  kind: CategoryKind,
  title: string,
  parent: number | null,
  now: Date,
) {
  return (
    await em.save(
      em.create(CmaCategory, {
        kind,
        title,
        parent_id: parent,
        thumbnail: null,
        description: null,
        creation_time: now,
      }),
    )
  ).id;
}

/**
 * The content side of the demo: news and guides, a three-level content tree with free and
 * non-free contents (the demo learner bought one: its media open for her), media of every type,
 * topics, a year of hadith around today, and a page setting for every public route.
 */
export async function seedContentDemo(ds: DataSource, now: Date = new Date()): Promise<void> {
  await ds.transaction(async (em) => {
    const tags = new Map<string, number>();
    for (const [i, title] of TAGS.entries())
      tags.set(title, (await em.save(em.create(Hashtag, { title, order: i }))).id);
    const celeb = await em.save(
      em.create(Celebrity, { name: 'استاد مرتضی مطهری', thumbnail: null }),
    );

    const news = await category(em, 'POST', 'اخبار', null, now);
    const guide = await category(em, 'POST', 'راهنما', null, now);
    const posts: [number, [string, string][], string][] = [
      [news, NEWS, 'همایش'],
      [guide, GUIDES, 'راهنما'],
    ];
    for (const [cat, list, tag] of posts) {
      for (const [i, [title, text]] of list.entries()) {
        const at = new Date(now.getTime() - (i * 3 + (cat === news ? 1 : 2)) * DAY);
        const p = await em.save(
          em.create(Post, {
            title,
            text: html(text),
            summary: text,
            thumbnail: null,
            category_id: cat,
            order: i,
            is_hidden: false,
            creation_time: at,
            last_modification_time: at,
          }),
        );
        await link(em, 'POST', p.id, 'HASHTAG', [tags.get(tag)!]);
      }
    }

    const cats = new Map<string, number>();
    for (const [root, mids] of Object.entries(CONTENT_TREE)) {
      const r = await category(em, 'CONTENT', root, null, now);
      cats.set(root, r);
      for (const [mid, leaves] of Object.entries(mids)) {
        const m = await category(em, 'CONTENT', mid, r, now);
        cats.set(mid, m);
        for (const leaf of leaves) cats.set(leaf, await category(em, 'CONTENT', leaf, m, now));
      }
    }
    // Non-free contents open to the buyers of the store's matching products.
    await em.update(
      Product,
      { title: 'نسخه الکترونیکی «اخلاق پژوهش»' },
      { content_category_id: cats.get('اخلاق پژوهش') },
    );
    await em.update(
      Product,
      { title: 'مجموعه صوتی درس‌گفتارهای منطق' },
      { content_category_id: cats.get('منطق') },
    );

    // Media sorted by what they are: recordings (video and sound) and written matter.
    const mediaCats = {
      recorded: await category(em, 'MEDIA', 'فیلم‌ها و درس‌گفتارها', null, now),
      written: await category(em, 'MEDIA', 'جزوه‌ها و تصویرها', null, now),
    };
    const medias = new Map<string, number>();
    for (const [key, m] of Object.entries(MEDIAS)) {
      const row = await em.save(
        em.create(Media, {
          source_type: 'CONTENT',
          is_live_streaming: false,
          description: null,
          file: null,
          url: null,
          iframe_code: null,
          script_code: null,
          creator_id: null,
          creation_time: now,
          category_id: m.type === 'VIDEO' || m.type === 'SOUND' ? mediaCats.recorded : mediaCats.written,
          ...m,
        }),
      );
      medias.set(key, row.id);
    }
    const topicCats = new Map<string, number>();
    for (const [root, title] of Object.entries(TOPIC_TREE))
      topicCats.set(root, await category(em, 'TOPIC', title, null, now));
    for (const [i, c] of CONTENTS.entries()) {
      const at = new Date(now.getTime() - (i + 1) * 5 * DAY);
      const row = await em.save(
        em.create(Content, {
          title: c.title,
          summary: c.summary,
          description: html(
            `این محتوا بخشی از برنامه آموزشی «${c.title}» است و با درس‌گفتار، جزوه و تمرین همراه است.`,
          ),
          specification: '<ul><li>سطح: مقدماتی</li><li>مدت: ده جلسه</li></ul>',
          thumbnail: null,
          is_free: c.is_free,
          is_hidden: false,
          order: i,
          category_id: cats.get(c.category)!,
          creation_time: at,
          last_modification_time: at,
        }),
      );
      await link(
        em,
        'CONTENT',
        row.id,
        'MEDIA',
        c.medias.map((m) => medias.get(m)!),
      );
      await link(em, 'CONTENT', row.id, 'HASHTAG', [tags.get(TAGS[i % 4])!]);
      if (i === 5) await link(em, 'CONTENT', row.id, 'CELEBRITY', [celeb.id]);
      for (const title of c.topics) {
        await em.save(
          em.create(ContentTopic, {
            title,
            text: html(`${title}: نکته‌های اصلی این مبحث.`),
            thumbnail: null,
            content_id: row.id,
            category_id: topicCats.get(rootOf(c.category))!,
            creator_id: null,
            creation_time: at,
            last_modification_time: at,
          }),
        );
      }
    }

    // A year of hadith: from 300 days ago to 65 days ahead (staff see the scheduled ones).
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(now.getTime() + offset * DAY));
    const rows = [];
    for (let d = -300; d <= 65; d++) {
      const [persian_text, arabian_text, narrator, source] = HADITHES[(d + 300) % HADITHES.length];
      rows.push({
        persian_text,
        arabian_text,
        narrator,
        source,
        publish_date: day(d),
        creation_time: now,
      });
    }
    for (let i = 0; i < rows.length; i += 100) await em.insert(Hadith, rows.slice(i, i + 100));

    for (const [key, value] of Object.entries(demoPages())) {
      await em.save(
        em.create(Setting, {
          key,
          value: JSON.stringify(value),
          is_json: false,
          last_modification_time: now,
        }),
      );
    }
  });
}
