import type { Db } from './client';
import { blogPostRevisions, blogPosts, blogPostTranslations } from './schema';

type Executor = Pick<Db, 'insert'>;

interface DemoText {
  title: string;
  summary: string;
  body: string;
}

/** Articles of the public blog, written in Hebrew and English, published days apart. */
const DEMO_POSTS: { slug: string; daysAgo: number; texts: Record<string, DemoText> }[] = [
  {
    slug: 'qr-entry-at-the-gate',
    daysAgo: 3,
    texts: {
      he: {
        title: 'כניסה לאתר בסריקת QR: איך זה עובד בשער',
        summary: 'מהסריקה ועד האישור: מה העובד רואה, מה המנהל רואה, וכמה זמן זה לוקח.',
        body: [
          'בשער של אתר בנייה עומדים כל בוקר עשרות עובדים. הרישום על דף, הבדיקה של תעודות והתדריך בעל פה לוקחים זמן, וקשה לדעת בסוף היום מי היה באתר.',
          '## מה העובד עושה',
          '1. סורק את קוד ה-QR שבשער, בלי להתקין אפליקציה.',
          '2. בוחר שפה מתוך תשע, וקורא את כללי הבטיחות של האתר.',
          '3. ממלא את טופס הכניסה, מצלם את התעודות וחותם.',
          '## מה המנהל רואה',
          'הבקשה מופיעה מיד אצל מנהל העבודה וממונה הבטיחות, עם התמונות והחתימה. אישור או דחייה לוקחים לחיצה אחת, והעובד רואה את התשובה בטלפון.',
          '> באתרים שעבדו כך, זמן ההמתנה בשער ירד מדקות ארוכות לפחות מדקה לעובד.',
        ].join('\n\n'),
      },
      en: {
        title: 'QR entry at the site gate: how it works',
        summary:
          'From the scan to the approval: what the worker sees, what the manager sees, and how long it takes.',
        body: [
          'Every morning dozens of workers wait at a construction site gate. Paper sign-in sheets, checking certificates and a spoken briefing take time, and at the end of the day it is hard to know who was on site.',
          '## What the worker does',
          '1. Scans the QR code at the gate, with no app to install.',
          '2. Picks one of nine languages and reads the site safety rules.',
          '3. Fills in the entry form, photographs the certificates and signs.',
          '## What the manager sees',
          'The request appears at once for the site manager and the safety manager, with the photos and the signature. Approving or rejecting takes one tap, and the worker sees the answer on the phone.',
          '> On sites that work this way, the wait at the gate went from long minutes to under a minute per worker.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'scaffolding-inspections-checklist',
    daysAgo: 10,
    texts: {
      he: {
        title: 'בדיקת פיגומים: רשימת תיוג לממונה הבטיחות',
        summary: 'חמישה דברים לבדוק בכל פיגום לפני שעובדים עולים עליו, ואיך לתעד את הבדיקה.',
        body: [
          'פיגום שלא נבדק בזמן הוא אחד הסיכונים הגדולים באתר. רשימת תיוג קצרה עוזרת לא לפספס דבר.',
          '## לפני כל שימוש',
          '- **יסוד יציב**: פלטות בסיס על קרקע מהודקת, בלי שקיעה.',
          '- **מעקות ולוחות רגל** בכל קומת עבודה.',
          '- **עיגון לבניין** לפי התוכנית, בלי עוגנים חסרים.',
          '- **משטחי עבודה** שלמים ומהודקים.',
          '- **תג בתוקף** עם תאריך הבדיקה האחרונה.',
          '## תיעוד',
          'כשהבדיקה נרשמת מהטלפון עם תמונה, רואים מיד אילו פיגומים הגיע מועד הבדיקה שלהם, ופיגום שנכשל בבדיקה לא מופיע לעובדים בטופס הכניסה עד שיתוקן.',
        ].join('\n\n'),
      },
      en: {
        title: 'Scaffolding inspections: a checklist for the safety manager',
        summary:
          'Five things to check on every scaffold before anyone climbs it, and how to record the inspection.',
        body: [
          'A scaffold that was not inspected on time is one of the biggest risks on site. A short checklist helps miss nothing.',
          '## Before every use',
          '- **A stable base**: base plates on compacted ground, with no sinking.',
          '- **Guardrails and toe boards** on every working level.',
          '- **Ties to the building** as planned, none missing.',
          '- **Working platforms** complete and secured.',
          '- **A valid tag** with the date of the last inspection.',
          '## Recording it',
          'When the inspection is recorded from the phone with a photo, you see at once which scaffolds are due, and a scaffold that failed does not appear to workers in the entry form until it is fixed.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'safety-briefing-in-the-workers-language',
    daysAgo: 24,
    texts: {
      he: {
        title: 'תדריך בטיחות בשפה של העובד',
        summary: 'למה תדריך שהעובד מבין הוא תדריך שעובד, ואיך מגישים אותו בתשע שפות.',
        body: [
          'באתרי בנייה בישראל עובדים דוברי עברית, ערבית, רוסית, סינית, הינדי ושפות נוספות. תדריך בטיחות בעברית בלבד לא מגיע לכולם.',
          '## מה עוזר',
          'כללי הבטיחות של האתר מוצגים לעובד בשפה שבחר, לפני טופס הכניסה. סרטון הדרכה שחייבים לצפות בו עד הסוף מבטיח שהתדריך לא דולג.',
          '## מה נשאר בידי המנהל',
          'המנהל כותב את הכללים פעם אחת, והם מוצגים לכל עובד בשפתו. אם משהו משתנה באתר, העדכון מגיע לכולם מהכניסה הבאה.',
        ].join('\n\n'),
      },
      en: {
        title: 'A safety briefing in the worker’s language',
        summary:
          'Why a briefing the worker understands is a briefing that works, and how to give it in nine languages.',
        body: [
          'Construction sites employ speakers of Hebrew, Arabic, Russian, Chinese, Hindi and more. A safety briefing in one language does not reach everyone.',
          '## What helps',
          'The site safety rules are shown to the worker in the language chosen, before the entry form. A training video that must be watched to the end makes sure the briefing is not skipped.',
          '## What stays with the manager',
          'The manager writes the rules once and each worker sees them in his language. When something changes on site, the update reaches everyone from the next entry.',
        ].join('\n\n'),
      },
    },
  },
];

/** The demo's blog posts, each with its first revision. */
export async function seedDemoBlog(tx: Executor, now: Date) {
  for (const post of DEMO_POSTS) {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        slug: post.slug,
        status: 'published',
        publishAt: new Date(now.getTime() - post.daysAgo * 86_400_000),
      })
      .returning({ id: blogPosts.id });
    for (const [language, text] of Object.entries(post.texts)) {
      await tx.insert(blogPostTranslations).values({ postId: row!.id, language, ...text });
      await tx.insert(blogPostRevisions).values({ postId: row!.id, language, ...text });
    }
  }
}
