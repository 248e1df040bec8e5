import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { helpArticles, helpCategories } from '@/db/schema';

/*
 * The help centre's first articles (decision 039), for each role, in the three languages. Seeded only into an empty
 * help centre (no category yet), so what admins edit or delete later stays as they left it.
 */

type Audience = 'visitor' | 'child' | 'parent' | 'tutor' | 'admin';
type Text = { title: string; body: string };

export const HELP_CATEGORIES: { slug: string; names: Record<'en' | 'fr' | 'ar', string> }[] = [
  { slug: 'getting-started', names: { en: 'Getting started', fr: 'Pour commencer', ar: 'البداية' } },
  { slug: 'learning', names: { en: 'Learning, streaks and badges', fr: 'Apprendre, séries et badges', ar: 'التعلّم والسلاسل والشارات' } },
  { slug: 'simulator', names: { en: 'The stock-market simulator', fr: 'Le simulateur de bourse', ar: 'محاكي سوق الأسهم' } },
  { slug: 'families', names: { en: 'For families', fr: 'Pour les familles', ar: 'للعائلات' } },
  { slug: 'tutors', names: { en: 'For tutors', fr: 'Pour les tuteurs', ar: 'للمعلّمين' } },
  { slug: 'account', names: { en: 'Your account and safety', fr: 'Votre compte et la sécurité', ar: 'حسابك والأمان' } },
];

export const HELP_ARTICLES: { slug: string; category: string; audience: Audience[]; texts: Record<'en' | 'fr' | 'ar', Text> }[] = [
  {
    slug: 'what-is-academy',
    category: 'getting-started',
    audience: ['visitor'],
    texts: {
      en: {
        title: 'What is Academy?',
        body: 'Academy teaches children about money with short lessons, quizzes and a stock-market simulator that uses play money only.\n\nChildren earn **XP** and **badges** as they learn. Parents follow their progress and get a weekly report. Tutors run classes and give assignments.\n\n- No ads, ever.\n- We never sell data.\n- A child under 13 needs a parent to agree before some features open.',
      },
      fr: {
        title: 'Qu’est-ce qu’Academy ?',
        body: 'Academy apprend aux enfants à gérer l’argent avec de courtes leçons, des quiz et un simulateur de bourse qui n’utilise que de l’argent fictif.\n\nLes enfants gagnent des **XP** et des **badges** en apprenant. Les parents suivent leurs progrès et reçoivent un rapport chaque semaine. Les tuteurs animent des classes et donnent des devoirs.\n\n- Jamais de publicité.\n- Nous ne vendons jamais de données.\n- Un enfant de moins de 13 ans a besoin de l’accord d’un parent pour certaines fonctions.',
      },
      ar: {
        title: 'ما هو Academy؟',
        body: 'يعلّم Academy الأطفال التعامل مع المال من خلال دروس قصيرة واختبارات ومحاكي لسوق الأسهم يستخدم أموالًا افتراضية فقط.\n\nيكسب الأطفال **نقاط الخبرة** و**الشارات** أثناء التعلّم. يتابع الآباء تقدّمهم ويتلقّون تقريرًا أسبوعيًا. ويدير المعلّمون الفصول ويعطون الواجبات.\n\n- لا إعلانات أبدًا.\n- لا نبيع البيانات أبدًا.\n- يحتاج الطفل دون 13 عامًا إلى موافقة أحد الوالدين لفتح بعض الميزات.',
      },
    },
  },
  {
    slug: 'streaks',
    category: 'learning',
    // For everyone: a family choosing Academy asks about streaks before it signs up, and the search box suggests it.
    audience: ['visitor'],
    texts: {
      en: {
        title: 'Streaks and streak shields',
        body: 'Your **streak** is how many days in a row you have learnt. Finish at least one lesson a day to keep it going. Days start at midnight in your time zone, which you can change in Settings.\n\nA **streak shield** covers one day you miss, so your streak does not end. You earn shields by learning, never by paying, and you can hold two.\n\nWant a nudge? Turn on the streak reminder in Settings: it comes in the evening, at most once a day.',
      },
      fr: {
        title: 'Séries et boucliers de série',
        body: 'Ta **série** est le nombre de jours d’affilée où tu as appris. Termine au moins une leçon par jour pour la garder. Les jours commencent à minuit dans ton fuseau horaire, que tu peux changer dans Paramètres.\n\nUn **bouclier de série** couvre un jour manqué : ta série ne s’arrête pas. Tu gagnes des boucliers en apprenant, jamais en payant, et tu peux en garder deux.\n\nBesoin d’un coup de pouce ? Active le rappel de série dans Paramètres : il arrive le soir, une fois par jour au plus.',
      },
      ar: {
        title: 'السلاسل ودروع السلسلة',
        body: '**سلسلتك** هي عدد الأيام المتتالية التي تعلّمت فيها. أنهِ درسًا واحدًا على الأقل كل يوم لتستمر. تبدأ الأيام عند منتصف الليل حسب منطقتك الزمنية، ويمكنك تغييرها من الإعدادات.\n\n**درع السلسلة** يغطي يومًا فاتك، فلا تنتهي سلسلتك. تكسب الدروع بالتعلّم، لا بالدفع أبدًا، ويمكنك الاحتفاظ باثنين.\n\nتريد تذكيرًا؟ فعّل تذكير السلسلة من الإعدادات: يصلك في المساء، مرة واحدة في اليوم على الأكثر.',
      },
    },
  },
  {
    slug: 'simulator-rules',
    category: 'simulator',
    audience: ['visitor'],
    texts: {
      en: {
        title: 'How the stock-market simulator works',
        body: 'The simulator lets you buy and sell shares of real companies with **play money**. Nothing you do costs or earns real money.\n\n1. You start with the same amount of play cash as everyone else.\n2. A market order buys or sells at the current price. A limit order waits until the price reaches yours.\n3. Prices move during the trading day, and your portfolio is valued at the latest prices.\n\nThe leaderboard shows first names only, and a parent can hide a child from it or turn the simulator off.',
      },
      fr: {
        title: 'Comment fonctionne le simulateur de bourse',
        body: 'Le simulateur permet d’acheter et de vendre des actions de vraies entreprises avec de l’**argent fictif**. Rien de ce que tu fais ne coûte ni ne rapporte d’argent réel.\n\n1. Tu commences avec la même somme fictive que tout le monde.\n2. Un ordre au marché achète ou vend au prix actuel. Un ordre à cours limité attend que le prix atteigne le tien.\n3. Les prix bougent pendant la séance, et ton portefeuille est évalué aux derniers prix.\n\nLe classement n’affiche que les prénoms, et un parent peut en retirer son enfant ou désactiver le simulateur.',
      },
      ar: {
        title: 'كيف يعمل محاكي سوق الأسهم',
        body: 'يتيح لك المحاكي شراء أسهم شركات حقيقية وبيعها **بأموال افتراضية**. لا شيء مما تفعله يكلّف أو يربح مالًا حقيقيًا.\n\n1. تبدأ بالمبلغ الافتراضي نفسه مثل الجميع.\n2. أمر السوق يشتري أو يبيع بالسعر الحالي. والأمر المحدّد ينتظر حتى يصل السعر إلى سعرك.\n3. تتحرّك الأسعار خلال يوم التداول، وتُقيَّم محفظتك بآخر الأسعار.\n\nتعرض لوحة المتصدّرين الأسماء الأولى فقط، ويمكن لأحد الوالدين إخفاء طفله منها أو إيقاف المحاكي.',
      },
    },
  },
  {
    slug: 'parental-consent',
    category: 'families',
    audience: ['visitor'],
    texts: {
      en: {
        title: 'Agreeing to a child’s account (parental consent)',
        body: 'A child under 13 who registers alone names a parent’s e-mail address. We send that address a link to ask for your consent, which explains what we keep and who sees it.\n\n- Until a parent agrees, the child can take lessons and use the simulator, but the journal, leaderboards and classes stay closed.\n- To agree, open the link and sign in with a parent account, or create one with that address. If you already have one, the request also waits on your Children page.\n- If nobody agrees within seven days, the account and everything in it are deleted.',
      },
      fr: {
        title: 'Donner son accord pour le compte d’un enfant (consentement parental)',
        body: 'Un enfant de moins de 13 ans qui s’inscrit seul indique l’adresse e-mail d’un parent. Nous y envoyons un lien qui demande votre consentement et explique ce que nous conservons et qui peut le voir.\n\n- Tant qu’un parent n’a pas donné son accord, l’enfant peut suivre les leçons et utiliser le simulateur, mais le journal, les classements et les classes restent fermés.\n- Pour donner votre accord, ouvrez le lien et connectez-vous avec un compte parent, ou créez-en un avec cette adresse. Si vous en avez déjà un, la demande attend aussi sur votre page Enfants.\n- Sans accord sous sept jours, le compte et tout son contenu sont supprimés.',
      },
      ar: {
        title: 'الموافقة على حساب طفل',
        body: 'الطفل دون 13 عامًا الذي يسجّل بمفرده يذكر عنوان البريد الإلكتروني لأحد والديه. نرسل إلى هذا العنوان رابطًا يشرح ما نحتفظ به ومن يراه.\n\n- إلى أن يوافق أحد الوالدين، يمكن للطفل أخذ الدروس واستخدام المحاكي، لكن اليوميات ولوحات المتصدّرين والفصول تبقى مغلقة.\n- للموافقة، افتح الرابط وسجّل الدخول بحساب والد، أو أنشئ حسابًا بهذا العنوان. إن كان لديك حساب، فالطلب ينتظرك أيضًا في صفحة أطفالك.\n- إن لم يوافق أحد خلال سبعة أيام، يُحذف الحساب وكل ما فيه.',
      },
    },
  },
  {
    slug: 'notifications-and-reports',
    category: 'families',
    audience: ['parent', 'tutor'],
    texts: {
      en: {
        title: 'Notifications, e-mails and the weekly report',
        body: 'Everything that happens shows under **Notifications**, and the bell counts what you have not read.\n\nIn **Settings** you choose, for each kind, no e-mail, an e-mail at once, or a daily or weekly summary, and quiet hours when no e-mail comes. Every e-mail has a link that stops that kind with one click.\n\nParents can also get the **weekly report** by e-mail on Sunday evening: each child’s lessons, XP, streak, badges and portfolio.',
      },
      fr: {
        title: 'Notifications, e-mails et rapport hebdomadaire',
        body: 'Tout ce qui se passe s’affiche dans **Notifications**, et la cloche compte ce que vous n’avez pas lu.\n\nDans **Paramètres**, vous choisissez pour chaque type : pas d’e-mail, un e-mail tout de suite, ou un résumé quotidien ou hebdomadaire, ainsi que des heures calmes sans e-mail. Chaque e-mail contient un lien qui arrête ce type en un clic.\n\nLes parents peuvent aussi recevoir le **rapport hebdomadaire** par e-mail le dimanche soir : leçons, XP, série, badges et portefeuille de chaque enfant.',
      },
      ar: {
        title: 'الإشعارات والرسائل والتقرير الأسبوعي',
        body: 'كل ما يحدث يظهر في **الإشعارات**، ويعدّ الجرس ما لم تقرأه بعد.\n\nفي **الإعدادات** تختار لكل نوع: بلا بريد، أو رسالة فورية، أو ملخصًا يوميًا أو أسبوعيًا، وساعات هادئة لا تصل فيها رسائل. في كل رسالة رابط يوقف ذلك النوع بنقرة واحدة.\n\nويمكن للآباء تلقّي **التقرير الأسبوعي** بالبريد مساء الأحد: دروس كل طفل ونقاطه وسلسلته وشاراته ومحفظته.',
      },
    },
  },
  {
    slug: 'classes-and-assignments',
    category: 'tutors',
    audience: ['tutor'],
    texts: {
      en: {
        title: 'Classes and assignments',
        body: 'Create a class, then add a child with the code on their dashboard. The child’s family approves before the child joins; you see a student’s progress only while they are in one of your classes.\n\nGive a lesson or a whole course to the class or to chosen students, with a due date in the class’s time zone. Students are reminded the day before it is due, and the class page shows who has finished.\n\nYou can write feedback to each student; their parents can read it.',
      },
      fr: {
        title: 'Classes et devoirs',
        body: 'Créez une classe, puis ajoutez un enfant avec le code affiché sur son tableau de bord. La famille de l’enfant doit approuver avant qu’il ne rejoigne la classe ; vous ne voyez les progrès d’un élève que tant qu’il est dans l’une de vos classes.\n\nDonnez une leçon ou un cours entier à la classe ou à certains élèves, avec une date limite dans le fuseau horaire de la classe. Les élèves reçoivent un rappel la veille, et la page de la classe montre qui a terminé.\n\nVous pouvez écrire un commentaire à chaque élève ; ses parents peuvent le lire.',
      },
      ar: {
        title: 'الفصول والواجبات',
        body: 'أنشئ فصلًا، ثم أضف طفلًا بالرمز الظاهر في لوحته. توافق عائلة الطفل قبل انضمامه؛ ولا ترى تقدّم الطالب إلا ما دام في أحد فصولك.\n\nأعطِ درسًا أو مقرّرًا كاملًا للفصل أو لطلاب مختارين، مع موعد تسليم حسب المنطقة الزمنية للفصل. يتلقّى الطلاب تذكيرًا قبل الموعد بيوم، وتُظهر صفحة الفصل من أنهى.\n\nيمكنك كتابة ملاحظات لكل طالب، ويمكن لوالديه قراءتها.',
      },
    },
  },
  {
    slug: 'plans-and-billing',
    category: 'account',
    audience: ['visitor', 'parent', 'tutor'],
    texts: {
      en: {
        title: 'Plans and billing',
        body: 'Learning is free: every child has lessons, quizzes, badges, the journal and the simulator on the **Free** plan, for good.\n\n- **Family** is for parents: up to six children, the weekly report by e-mail and reports as PDF.\n- **Classroom** is for tutors: more than two classes, assignments with reminders, and the class progress export.\n\nStart a plan in **Settings → Plan and billing**, paying monthly or yearly in your own currency, by bank transfer (we send an invoice, payable within 14 days) or by card where available. A first subscription may start with a free trial.\n\nYou can switch between monthly and yearly (from your next renewal) or cancel at any time: you keep the plan until the end of the period you paid for, then your account moves to Free and nothing is deleted. Your invoices are listed on the same page, to print or download as PDF.',
      },
      fr: {
        title: 'Forfaits et facturation',
        body: 'Apprendre est gratuit : avec le forfait **Gratuit**, chaque enfant a accès aux leçons, aux quiz, aux badges, au journal et au simulateur, pour toujours.\n\n- **Famille** est fait pour les parents : jusqu’à six enfants, le rapport hebdomadaire par e-mail et les rapports en PDF.\n- **Classe** est fait pour les tuteurs : plus de deux classes, des devoirs avec rappels et l’export de la progression de la classe.\n\nDémarrez un forfait dans **Paramètres → Forfait et facturation**, en payant au mois ou à l’année dans votre propre devise, par virement bancaire (nous vous envoyons une facture, à régler sous 14 jours) ou par carte quand c’est possible. Un premier abonnement peut commencer par un essai gratuit.\n\nVous pouvez passer du paiement mensuel à l’annuel, ou l’inverse (à partir de votre prochain renouvellement), ou résilier à tout moment : vous gardez le forfait jusqu’à la fin de la période payée, puis votre compte passe au forfait Gratuit, et rien n’est supprimé. Vos factures sont listées sur la même page, à imprimer ou à télécharger en PDF.',
      },
      ar: {
        title: 'الخطط والفواتير',
        body: 'التعلّم مجاني: في الخطة **المجانية** يحصل كل طفل على الدروس والاختبارات والشارات واليوميات والمحاكي، وإلى الأبد.\n\n- خطة **العائلة** للآباء: حتى ستة أطفال، والتقرير الأسبوعي بالبريد الإلكتروني، والتقارير بصيغة PDF.\n- خطة **الفصل** للمعلّمين: أكثر من فصلين، وواجبات مع تذكيرات، وتصدير تقدّم الفصل.\n\nابدأ خطة من **الإعدادات ← الخطة والفواتير**، وادفع شهريًا أو سنويًا بعملتك، بتحويل بنكي (نرسل إليك فاتورة تُدفع خلال 14 يومًا) أو بالبطاقة حيث تتوفّر. وقد يبدأ الاشتراك الأول بتجربة مجانية.\n\nيمكنك التبديل بين الدفع الشهري والسنوي (ابتداءً من التجديد القادم) أو الإلغاء في أي وقت: تحتفظ بالخطة حتى نهاية الفترة التي دفعت ثمنها، ثم ينتقل حسابك إلى الخطة المجانية ولا يُحذف شيء. تجد فواتيرك في الصفحة نفسها، لطباعتها أو تنزيلها بصيغة PDF.',
      },
    },
  },
  {
    slug: 'account-security',
    category: 'account',
    audience: ['visitor'],
    texts: {
      en: {
        title: 'Keeping your account safe',
        body: 'We tell you at once, in the app and by e-mail, when your account is signed in to from a new browser, or when its password or e-mail address changes. These alerts cannot be turned off.\n\nIf it was not you, choose **Forgot your password?** on the sign-in page: a new password signs out every other device.\n\nTo change your e-mail address, go to **Settings**: we send a link to the new address, and your old address is told once the change is made.',
      },
      fr: {
        title: 'Protéger votre compte',
        body: 'Nous vous prévenons tout de suite, dans l’application et par e-mail, quand votre compte est ouvert depuis un nouveau navigateur, ou quand son mot de passe ou son adresse e-mail change. Ces alertes ne peuvent pas être désactivées.\n\nSi ce n’était pas vous, choisissez **Mot de passe oublié ?** sur la page de connexion : un nouveau mot de passe déconnecte tous les autres appareils.\n\nPour changer d’adresse e-mail, allez dans **Paramètres** : nous envoyons un lien à la nouvelle adresse, et l’ancienne est prévenue une fois le changement fait.',
      },
      ar: {
        title: 'الحفاظ على أمان حسابك',
        body: 'نُعلمك فورًا، في التطبيق وبالبريد الإلكتروني، عند تسجيل الدخول إلى حسابك من متصفح جديد، أو عند تغيّر كلمة المرور أو عنوان البريد الإلكتروني. لا يمكن إيقاف هذه التنبيهات.\n\nإن لم تكن أنت، فاختر **نسيت كلمة المرور؟** في صفحة تسجيل الدخول: كلمة المرور الجديدة تُخرج كل الأجهزة الأخرى.\n\nلتغيير بريدك الإلكتروني، انتقل إلى **الإعدادات**: نرسل رابطًا إلى العنوان الجديد، ويُبلَّغ عنوانك القديم بعد إتمام التغيير.',
      },
    },
  },
];

/** Fills an empty help centre; returns how many articles it made (none once there is a category). */
export async function seedHelp(db: Db): Promise<number> {
  const [any] = await db.select({ id: helpCategories.id }).from(helpCategories).limit(1);
  if (any) return 0;
  await db
    .insert(helpCategories)
    .values(HELP_CATEGORIES.map((category, position) => ({ slug: category.slug, names: category.names, position })))
    .onConflictDoNothing();
  const categories = new Map((await db.select({ id: helpCategories.id, slug: helpCategories.slug }).from(helpCategories)).map((row) => [row.slug, row.id]));
  const rows = HELP_ARTICLES.flatMap((article, position) =>
    (['en', 'fr', 'ar'] as const).flatMap((locale) => {
      const categoryId = categories.get(article.category);
      return categoryId ? [{ slug: article.slug, locale, categoryId, audience: article.audience, published: true, position, ...article.texts[locale] }] : [];
    }),
  );
  const made = await db.insert(helpArticles).values(rows).onConflictDoNothing().returning({ id: helpArticles.id });
  // Each article's first version is its history's first entry.
  if (made.length > 0) {
    await db.execute(sql`insert into help_article_revisions (article_id, title, body) select id, title, body from help_articles where id in (${sql.join(
      made.map((row) => sql`${row.id}`),
      sql`, `,
    )})`);
  }
  return made.length;
}
