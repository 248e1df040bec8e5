import { md } from './md';
import type { CurriculumCourse } from './types';

/*
 * Saving and Budgeting (ages 10–12), the second starter course written again in three languages, as Money Basics
 * was: the same course and lesson slugs and the same question block ids as the English starter course
 * (seeded before it; seed-curriculum.ts), so a child's past answers still belong to the same questions; amounts are `{{money …}}` instead
 * of dollars and coins (types.ts), each lesson has a picture drawn for it and at least five questions. XP rewards are
 * held to the curriculum's 10–20 range.
 */

export const savingAndBudgeting: CurriculumCourse = {
  slug: 'saving-and-budgeting',
  title: {
    en: 'Saving and Budgeting',
    fr: 'Épargner et faire un budget',
    ar: 'الادّخار والميزانية',
  },
  summary: {
    en: 'Learn why saving matters, how to set a goal, and how to make a simple budget that works for you.',
    fr: 'Découvre pourquoi épargner compte, comment te fixer un objectif et comment faire un budget simple qui te convient.',
    ar: 'تعلّم لماذا يهمّ الادّخار، وكيف تحدّد هدفًا، وكيف تُعدّ ميزانية بسيطة تناسبك.',
  },
  description: {
    en: 'Saving turns small amounts into big goals. In this course you will set your own savings goal, build a simple budget, and explore the 50/30/20 idea. You will also find out how interest rewards you for saving.',
    fr: 'L’épargne transforme de petites sommes en grands projets. Dans ce cours, tu vas te fixer ton propre objectif d’épargne, construire un budget simple et découvrir l’idée des 50/30/20. Tu verras aussi comment les intérêts récompensent ceux qui épargnent.',
    ar: 'الادّخار يحوّل المبالغ الصغيرة إلى أهداف كبيرة. في هذه الدورة ستحدّد هدف ادّخارك بنفسك، وتبني ميزانية بسيطة، وتستكشف فكرة 50/30/20. وستكتشف أيضًا كيف تكافئك الفائدة على الادّخار.',
  },
  subject: 'saving',
  ageBand: '10-12',
  featured: true,
  lessons: [
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'why-save',
      title: {
        en: 'Why Save?',
        fr: 'Pourquoi épargner ?',
        ar: 'لماذا ندّخر؟',
      },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'saving-jar',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#E8F5EE"/><rect y="172" width="320" height="28" fill="#BFDCC8"/><ellipse cx="86" cy="38" rx="62" ry="30" fill="#FFFFFF"/><circle cx="92" cy="74" r="4" fill="#FFFFFF"/><circle cx="98" cy="66" r="6" fill="#FFFFFF"/><circle cx="62" cy="46" r="13" fill="none" stroke="#3D5A80" stroke-width="4"/><circle cx="110" cy="46" r="13" fill="none" stroke="#3D5A80" stroke-width="4"/><path d="M62 46L80 46L96 28L74 28ZM96 28L110 46M74 28L70 20M64 20h12M96 28L94 18h8" stroke="#E63946" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="60" y="150" width="12" height="26" rx="4" fill="#3D5A80"/><rect x="80" y="150" width="12" height="26" rx="4" fill="#3D5A80"/><rect x="54" y="104" width="46" height="54" rx="16" fill="#2A9D8F"/><circle cx="77" cy="88" r="19" fill="#D9A06F"/><path d="M58 86a19 19 0 0 1 38 0q-10-9-19-5q-9-4-19 5z" fill="#4A2C1A"/><circle cx="71" cy="90" r="2.5" fill="#222"/><circle cx="84" cy="90" r="2.5" fill="#222"/><path d="M71 97q6 5 12 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M94 116L150 80" stroke="#2A9D8F" stroke-width="11" stroke-linecap="round"/><circle cx="154" cy="77" r="7" fill="#D9A06F"/><circle cx="170" cy="66" r="9" fill="#F5C542" stroke="#D49B1F" stroke-width="3"/><rect x="136" y="94" width="72" height="80" rx="14" fill="#DDEFFB" stroke="#8BB8D6" stroke-width="3"/><ellipse cx="156" cy="160" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="180" cy="160" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="168" cy="152" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="192" cy="152" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="150" cy="146" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="176" cy="142" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="160" cy="134" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="186" cy="132" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><ellipse cx="170" cy="124" rx="11" ry="5" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="146" y="84" width="52" height="12" rx="4" fill="#DDEFFB" stroke="#8BB8D6" stroke-width="3"/><path d="M148 106v50" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round" opacity=".7"/><rect x="250" y="142" width="34" height="32" rx="5" fill="#E76F51"/><path d="M267 142V112" stroke="#4CAF50" stroke-width="4"/><ellipse cx="256" cy="118" rx="12" ry="6" fill="#4CAF50"/><ellipse cx="278" cy="108" rx="12" ry="6" fill="#66BB6A"/><ellipse cx="262" cy="100" rx="9" ry="5" fill="#4CAF50"/></svg>',
          alt: {
            en: 'A child drops a coin into a glass jar that is already half full of coins, dreaming of a red bicycle in a thought bubble.',
            fr: 'Un enfant glisse une pièce dans un bocal en verre déjà à moitié rempli de pièces ; dans une bulle, il rêve d’un vélo rouge.',
            ar: 'طفل يُسقط قطعة نقدية في برطمان زجاجي نصفه مملوء بالقطع النقدية، ويحلم بدرّاجة حمراء تظهر في فقاعة تفكير.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Why save money?',
              '',
              '**Saving** means keeping some of your money to use later instead of spending it all now.',
              '',
              'Good reasons to save:',
              '',
              '- **Big goals:** some things cost more than you get at once, like a bike or a musical instrument.',
              '- **Surprises:** if something breaks or gets lost, saved money helps you fix it.',
              '- **Freedom:** having savings means you have choices later.',
              '',
              'A great habit is to **"pay yourself first"**: when you get money, put some into savings before you spend anything.',
            ),
            fr: md(
              '# Pourquoi mettre de l’argent de côté ?',
              '',
              '**Épargner**, c’est garder une partie de ton argent pour plus tard, au lieu de tout dépenser tout de suite.',
              '',
              'Il y a de bonnes raisons d’épargner :',
              '',
              '- **Les grands projets :** certaines choses coûtent plus que ce que tu reçois d’un coup, comme un vélo ou un instrument de musique.',
              '- **Les imprévus :** si quelque chose se casse ou se perd, l’argent mis de côté t’aide à le remplacer.',
              '- **La liberté :** avoir des économies, c’est avoir le choix plus tard.',
              '',
              'Une excellente habitude : **« te payer en premier »**. Dès que tu reçois de l’argent, mets-en une partie de côté avant de dépenser quoi que ce soit.',
            ),
            ar: md(
              '# لماذا ندّخر المال؟',
              '',
              '**الادّخار** يعني أن تحتفظ بجزء من مالك لتستخدمه لاحقًا بدلًا من أن تنفقه كلّه الآن.',
              '',
              'أسباب وجيهة للادّخار:',
              '',
              '- **الأهداف الكبيرة:** بعض الأشياء ثمنها أكبر ممّا تحصل عليه دفعةً واحدة، مثل درّاجة أو آلة موسيقية.',
              '- **المفاجآت:** إذا انكسر شيء أو ضاع، يساعدك المال المدّخر على إصلاحه.',
              '- **الحرية:** أن تكون لديك مدّخرات يعني أن تكون لديك خيارات لاحقًا.',
              '',
              'من أفضل العادات أن **«تدفع لنفسك أولًا»**: عندما تحصل على المال، ضع جزءًا منه في مدّخراتك قبل أن تنفق أيّ شيء.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'saving-jar' },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Keep your savings somewhere separate, like a jar with a label or a savings account. Money you cannot see is money you are less tempted to spend!',
            fr: 'Range tes économies à part, par exemple dans un bocal avec une étiquette ou sur un compte d’épargne. L’argent qu’on ne voit pas, on a moins envie de le dépenser !',
            ar: 'احفظ مدّخراتك في مكان منفصل، مثل برطمان عليه اسمك أو حساب توفير. فالمال الذي لا تراه أمامك لا يُغريك بإنفاقه كثيرًا!',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'saving-habit',
            prompt: {
              en: 'Which of these are good reasons to save money? Pick all that are right.',
              fr: 'Lesquelles sont de bonnes raisons d’épargner ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه أسباب وجيهة لادّخار المال؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'To buy something that costs more than you have now', fr: 'Pour acheter quelque chose qui coûte plus que ce que tu as maintenant', ar: 'لتشتري شيئًا ثمنه أكبر ممّا لديك الآن' } },
              { id: 'b', text: { en: 'To be ready if something unexpected happens', fr: 'Pour être prêt si quelque chose d’imprévu arrive', ar: 'لتكون مستعدًّا إذا حدث شيء غير متوقَّع' } },
              { id: 'c', text: { en: 'So you never have to make a choice again', fr: 'Pour ne plus jamais avoir à faire de choix', ar: 'حتى لا تضطر إلى الاختيار أبدًا بعد اليوم' } },
              { id: 'd', text: { en: 'To have more choices in the future', fr: 'Pour avoir plus de choix plus tard', ar: 'لتكون لديك خيارات أكثر في المستقبل' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Saving helps with choices, but it does not remove them.',
              fr: 'Épargner aide à faire des choix, mais ça ne les supprime pas.',
              ar: 'الادّخار يساعدك في الاختيار، لكنه لا يُلغي الاختيار.',
            },
            explanation: {
              en: 'Saving helps you reach bigger goals, handle surprises and have more choices later. You will still make choices. Saving just gives you better ones!',
              fr: 'Épargner t’aide à atteindre de grands objectifs, à faire face aux imprévus et à avoir plus de choix plus tard. Tu auras toujours des choix à faire : l’épargne t’en offre simplement de meilleurs !',
              ar: 'يساعدك الادّخار على بلوغ أهداف أكبر، ومواجهة المفاجآت، وامتلاك خيارات أكثر لاحقًا. ستظلّ تختار دائمًا، لكن الادّخار يمنحك خيارات أفضل!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-habit',
            prompt: {
              en: 'You save {{money 5}} every week. How many weeks will it take to save {{money 35}}?',
              fr: 'Tu mets {{money 5}} de côté chaque semaine. Combien de semaines te faut-il pour avoir {{money 35}} ?',
              ar: 'تدّخر {{money 5}} كل أسبوع. كم أسبوعًا تحتاج لتجمع {{money 35}}؟',
            },
            correct: 7,
            tolerance: 0,
            unit: { en: 'weeks', fr: 'semaines', ar: 'أسابيع' },
            hint: {
              en: 'How many groups of 5 fit into 35?',
              fr: 'Combien de fois 5 y a-t-il dans 35 ?',
              ar: 'كم مرةً يدخل العدد 5 في 35؟',
            },
            explanation: {
              en: '{{money 35}} ÷ {{money 5}} = 7, so it takes 7 weeks. Small, steady amounts add up faster than you might think!',
              fr: '{{money 35}} ÷ {{money 5}} = 7 : il te faut donc 7 semaines. De petites sommes régulières s’additionnent plus vite qu’on ne le croit !',
              ar: '{{money 35}} ÷ {{money 5}} = 7، إذن تحتاج إلى 7 أسابيع. المبالغ الصغيرة المنتظمة تتجمّع أسرع ممّا تظن!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'saving-habit',
            prompt: {
              en: 'What does "pay yourself first" mean?',
              fr: 'Que veut dire « se payer en premier » ?',
              ar: 'ماذا تعني عبارة «ادفع لنفسك أولًا»؟',
            },
            options: [
              { id: 'a', text: { en: 'Buy yourself a treat before anything else', fr: 'S’offrir une friandise avant tout le reste', ar: 'أن تشتري لنفسك شيئًا لذيذًا قبل أيّ شيء آخر' } },
              { id: 'b', text: { en: 'Put some money into savings as soon as you get it', fr: 'Mettre une partie de son argent de côté dès qu’on le reçoit', ar: 'أن تضع جزءًا من المال في مدّخراتك فور حصولك عليه' } },
              { id: 'c', text: { en: 'Ask other people to pay you before you do any work', fr: 'Demander aux autres de te payer avant de faire le moindre travail', ar: 'أن تطلب من الآخرين أن يدفعوا لك قبل أن تقوم بأيّ عمل' } },
            ],
            correct: 'b',
            hint: {
              en: 'It is about your future self.',
              fr: 'Pense à la personne que tu seras plus tard.',
              ar: 'فكّر في نفسك في المستقبل.',
            },
            explanation: {
              en: 'Paying yourself first means saving a part of your money straight away, before spending. Your future self is the one who gets paid!',
              fr: 'Se payer en premier, c’est mettre une partie de son argent de côté tout de suite, avant de dépenser. Celui qui est payé, c’est toi… dans le futur !',
              ar: 'أن تدفع لنفسك أولًا يعني أن تدّخر جزءًا من مالك فورًا، قبل أن تنفق. والذي يتقاضى الأجر هنا هو أنت في المستقبل!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'saving-habit',
            prompt: {
              en: 'True or false: you need to have a lot of money before it is worth starting to save.',
              fr: 'Vrai ou faux : il faut avoir beaucoup d’argent pour que ça vaille la peine de commencer à épargner.',
              ar: 'صواب أم خطأ: يجب أن يكون لديك مال كثير حتى يستحقّ الأمر أن تبدأ الادّخار.',
            },
            correct: false,
            hint: {
              en: 'Think about the {{money 5}} a week.',
              fr: 'Repense aux {{money 5}} par semaine.',
              ar: 'تذكّر مبلغ {{money 5}} في الأسبوع.',
            },
            explanation: {
              en: 'False! Even small amounts add up over time. Starting early with a little is often better than waiting until you have a lot.',
              fr: 'Faux ! Même de petites sommes finissent par faire beaucoup. Commencer tôt avec un peu vaut souvent mieux qu’attendre d’avoir beaucoup.',
              ar: 'خطأ! حتى المبالغ الصغيرة تتجمّع مع الوقت. أن تبدأ مبكرًا بالقليل أفضل غالبًا من أن تنتظر حتى يصبح لديك الكثير.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'saving-habit',
            prompt: {
              en: 'Mia has just been given her pocket money, and she wants to pay herself first. Put her steps in a good order.',
              fr: 'Jeanne vient de recevoir son argent de poche, et elle veut se payer en premier. Remets ses étapes dans le bon ordre.',
              ar: 'حصلت مريم للتوّ على مصروفها، وتريد أن تدفع لنفسها أولًا. رتّب خطواتها ترتيبًا صحيحًا.',
            },
            items: [
              { id: 'a', text: { en: 'Spend some of what is left on something she enjoys', fr: 'Dépenser une partie du reste pour se faire plaisir', ar: 'تنفق جزءًا ممّا بقي على شيء تحبّه' } },
              { id: 'b', text: { en: 'Put her savings into the jar straight away', fr: 'Mettre tout de suite sa part d’épargne dans le bocal', ar: 'تضع نصيب الادّخار في البرطمان فورًا' } },
              { id: 'c', text: { en: 'Decide how much of it to save', fr: 'Décider combien elle va mettre de côté', ar: 'تقرّر كم ستدّخر منه' } },
              { id: 'd', text: { en: 'Plan what to do with the rest', fr: 'Réfléchir à ce qu’elle fera du reste', ar: 'تخطّط لما ستفعله بالباقي' } },
            ],
            correctOrder: ['c', 'b', 'd', 'a'],
            hint: {
              en: 'When you pay yourself first, what happens before any spending?',
              fr: 'Quand on se paie en premier, qu’est-ce qui se passe avant toute dépense ?',
              ar: 'عندما تدفع لنفسك أولًا، ما الذي يحدث قبل أيّ إنفاق؟',
            },
            explanation: {
              en: 'Mia first decides how much to save, then puts it in the jar straight away, then plans the rest, and only then spends some of it. Saving comes before spending, so it never gets forgotten!',
              fr: 'Jeanne décide d’abord combien elle épargne, puis elle le met aussitôt dans le bocal ; ensuite, elle réfléchit au reste, et c’est seulement après qu’elle dépense. L’épargne passe avant les dépenses : comme ça, on ne l’oublie jamais !',
              ar: 'تقرّر مريم أولًا كم ستدّخر، ثم تضعه في البرطمان فورًا، ثم تخطّط للباقي، وبعد ذلك فقط تنفق جزءًا منه. الادّخار يأتي قبل الإنفاق، فلا يُنسى أبدًا!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'setting-a-goal',
      title: {
        en: 'Setting a Savings Goal',
        fr: 'Se fixer un objectif d’épargne',
        ar: 'تحديد هدف للادّخار',
      },
      estimatedMinutes: 7,
      xpReward: 20,
      pictures: [
        {
          name: 'goal-chart',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FFF8E7"/><rect y="168" width="320" height="32" fill="#E9D8B4"/><rect x="18" y="24" width="230" height="100" rx="8" fill="#FFFFFF" stroke="#C9B68F" stroke-width="3"/><rect x="30" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="64" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="98" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="132" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="166" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="200" y="38" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="30" y="72" width="28" height="28" rx="4" fill="#F4A261" stroke="#9AA1AC" stroke-width="2"/><rect x="64" y="72" width="28" height="28" rx="4" fill="#FFFFFF" stroke="#9AA1AC" stroke-width="2"/><rect x="98" y="72" width="28" height="28" rx="4" fill="#FFFFFF" stroke="#9AA1AC" stroke-width="2"/><rect x="132" y="72" width="28" height="28" rx="4" fill="#FFFFFF" stroke="#9AA1AC" stroke-width="2"/><rect x="166" y="72" width="28" height="28" rx="4" fill="#FFFFFF" stroke="#9AA1AC" stroke-width="2"/><rect x="200" y="72" width="28" height="28" rx="4" fill="#FFFFFF" stroke="#9AA1AC" stroke-width="2"/><path d="M236 74l10 8l-10 8" fill="none" stroke="#9AA1AC" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="280" cy="82" r="28" fill="#FFE08A"/><path d="M258 82q0 8 8 8h28q8 0 8-8" fill="none" stroke="#7B61FF" stroke-width="6" stroke-linecap="round"/><circle cx="268" cy="96" r="5" fill="#333"/><circle cx="292" cy="96" r="5" fill="#333"/><path d="M268 60l4-8l4 8M286 58l4-8l4 8" stroke="#F5C542" stroke-width="3" fill="none" stroke-linecap="round"/><rect x="126" y="164" width="12" height="30" rx="4" fill="#3D5A80" transform="translate(0 -10)"/><rect x="146" y="154" width="12" height="30" rx="4" fill="#3D5A80"/><rect x="120" y="118" width="46" height="44" rx="16" fill="#E63946"/><circle cx="143" cy="104" r="18" fill="#F1C28F"/><path d="M125 100a18 18 0 0 1 36 0q-4 12 0 18q-8-20-18-20q-10 0-18 20q4-6 0-18z" fill="#8B4513"/><circle cx="137" cy="106" r="2.5" fill="#222"/><circle cx="150" cy="106" r="2.5" fill="#222"/><path d="M138 112q5 4 10 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M160 128L196 106" stroke="#E63946" stroke-width="10" stroke-linecap="round"/><circle cx="199" cy="104" r="6" fill="#F1C28F"/><path d="M202 101l16-16" stroke="#2A9D8F" stroke-width="5" stroke-linecap="round"/></svg>',
          alt: {
            en: 'A child holding a pen stands by a wall chart of twelve boxes, seven of them coloured in; an arrow at the end points to a skateboard.',
            fr: 'Un enfant, un feutre à la main, se tient devant un tableau de douze cases dont sept sont coloriées ; au bout, une flèche montre un skateboard.',
            ar: 'طفل يمسك قلمًا ويقف أمام جدول على الحائط فيه اثنا عشر مربّعًا، سبعة منها ملوّنة، وفي آخره سهم يشير إلى لوح تزلّج.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Setting a savings goal',
              '',
              'A goal gives your saving a purpose. A good savings goal is **clear**:',
              '',
              '- **What** are you saving for?',
              '- **How much** does it cost?',
              '- **When** do you want it?',
              '',
              '"I want to save some money" is a wish. "I will save {{money 60}} for a skateboard in 12 weeks" is a **goal**, because you know exactly what to do.',
              '',
              'To find how much to save each week, divide the amount you still need by the number of weeks you have.',
            ),
            fr: md(
              '# Se fixer un objectif d’épargne',
              '',
              'Un objectif donne un sens à ton épargne. Un bon objectif est **précis** :',
              '',
              '- **Quoi :** pour quoi est-ce que tu épargnes ?',
              '- **Combien :** combien ça coûte ?',
              '- **Quand :** pour quand le veux-tu ?',
              '',
              '« Je voudrais mettre un peu d’argent de côté », c’est un souhait. « Je vais épargner {{money 60}} pour un skateboard en 12 semaines », c’est un **objectif** : tu sais exactement quoi faire.',
              '',
              'Pour savoir combien mettre de côté chaque semaine, divise la somme qui te manque encore par le nombre de semaines qu’il te reste.',
            ),
            ar: md(
              '# تحديد هدف للادّخار',
              '',
              'الهدف يعطي ادّخارك معنى. والهدف الجيد للادّخار **واضح**:',
              '',
              '- **ماذا** تدّخر من أجله؟',
              '- **كم** ثمنه؟',
              '- **متى** تريده؟',
              '',
              '«أريد أن أدّخر بعض المال» أمنية. أمّا «سأدّخر {{money 60}} لأشتري لوح تزلّج خلال 12 أسبوعًا» فهو **هدف**، لأنك تعرف بالضبط ما عليك فعله.',
              '',
              'لتعرف كم تدّخر كل أسبوع، اقسم المبلغ الذي ما زلت تحتاج إليه على عدد الأسابيع المتبقية لك.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'goal-chart' },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Track your progress with a chart on your wall. Colouring in a box every time you save makes the goal feel real and keeps you motivated.',
            fr: 'Suis tes progrès avec un tableau accroché au mur. Colorier une case chaque fois que tu épargnes rend ton objectif bien réel et te donne envie de continuer.',
            ar: 'تابع تقدّمك بجدول على جدار غرفتك. تلوين مربّع في كل مرة تدّخر فيها يجعل الهدف حقيقيًّا ويحمّسك للاستمرار.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'saving-goals',
            prompt: {
              en: 'Which of these is the clearest savings goal?',
              fr: 'Lequel de ces objectifs d’épargne est le plus précis ?',
              ar: 'أيّ هذه الأهداف للادّخار هو الأوضح؟',
            },
            options: [
              { id: 'a', text: { en: 'I want more money someday.', fr: 'Je veux plus d’argent un jour.', ar: 'أريد مالًا أكثر يومًا ما.' } },
              { id: 'b', text: { en: 'I will save {{money 45}} for a football and shin pads in 9 weeks.', fr: 'Je vais épargner {{money 45}} pour un ballon de foot et des protège-tibias en 9 semaines.', ar: 'سأدّخر {{money 45}} لأشتري كرة قدم وواقيَين للساقين خلال 9 أسابيع.' } },
              { id: 'c', text: { en: 'I should probably save a bit.', fr: 'Je devrais sans doute épargner un peu.', ar: 'ربما عليّ أن أدّخر قليلًا.' } },
            ],
            correct: 'b',
            hint: {
              en: 'Look for what, how much and when.',
              fr: 'Cherche le quoi, le combien et le quand.',
              ar: 'ابحث عن: ماذا، وكم، ومتى.',
            },
            explanation: {
              en: 'The football goal says what it is, how much it costs and when. That makes it easy to plan: {{money 5}} a week for 9 weeks. Nice!',
              fr: 'La deuxième phrase dit quoi, combien et quand. C’est facile à planifier : {{money 5}} par semaine pendant 9 semaines. Bien vu !',
              ar: 'الجملة الثانية تذكر الهدف وثمنه وموعده، فيسهل التخطيط له: {{money 5}} كل أسبوع لمدة 9 أسابيع. أحسنت!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-goals',
            prompt: {
              en: 'A bike costs {{money 120}}. You already have {{money 30}} saved, and you can save {{money 15}} each week. How many weeks until you can buy the bike?',
              fr: 'Un vélo coûte {{money 120}}. Tu as déjà {{money 30}} d’économies, et tu peux mettre {{money 15}} de côté chaque semaine. Dans combien de semaines pourras-tu acheter le vélo ?',
              ar: 'ثمن درّاجة {{money 120}}. لديك {{money 30}} مدّخرة، وتستطيع أن تدّخر {{money 15}} كل أسبوع. بعد كم أسبوعًا تستطيع شراء الدرّاجة؟',
            },
            correct: 6,
            tolerance: 0,
            unit: { en: 'weeks', fr: 'semaines', ar: 'أسابيع' },
            hint: {
              en: 'First work out how much you still need, then divide by 15.',
              fr: 'Calcule d’abord combien il te manque, puis divise par 15.',
              ar: 'احسب أولًا كم ما زلت تحتاج، ثم اقسم على 15.',
            },
            explanation: {
              en: 'You still need {{money 120}} − {{money 30}} = {{money 90}}. Then {{money 90}} ÷ {{money 15}} = 6 weeks. Planning like this turns a big price into small steps!',
              fr: 'Il te manque {{money 120}} − {{money 30}} = {{money 90}}. Ensuite, {{money 90}} ÷ {{money 15}} = 6 semaines. Planifier comme ça transforme un gros prix en petites étapes !',
              ar: 'ما زلت تحتاج إلى {{money 120}} − {{money 30}} = {{money 90}}. ثم {{money 90}} ÷ {{money 15}} = 6 أسابيع. التخطيط بهذه الطريقة يحوّل الثمن الكبير إلى خطوات صغيرة!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'saving-goals',
            prompt: {
              en: 'Put these steps for reaching a savings goal in the best order.',
              fr: 'Remets ces étapes pour atteindre un objectif d’épargne dans le meilleur ordre.',
              ar: 'رتّب خطوات بلوغ هدف الادّخار هذه في أفضل ترتيب.',
            },
            items: [
              { id: 'a', text: { en: 'Track your progress every week', fr: 'Suivre tes progrès chaque semaine', ar: 'تابع تقدّمك كل أسبوع' } },
              { id: 'b', text: { en: 'Choose what you want to save for', fr: 'Choisir pour quoi tu veux épargner', ar: 'اختر ما تريد أن تدّخر من أجله' } },
              { id: 'c', text: { en: 'Buy it and celebrate', fr: 'L’acheter et fêter ça', ar: 'اشترِه واحتفل' } },
              { id: 'd', text: { en: 'Work out how much to save each week', fr: 'Calculer combien mettre de côté chaque semaine', ar: 'احسب كم تدّخر كل أسبوع' } },
              { id: 'e', text: { en: 'Find out how much it costs', fr: 'Trouver combien ça coûte', ar: 'اعرف كم ثمنه' } },
            ],
            correctOrder: ['b', 'e', 'd', 'a', 'c'],
            hint: {
              en: 'You cannot work out a weekly amount until you know the price.',
              fr: 'Impossible de calculer une somme par semaine sans connaître le prix.',
              ar: 'لا يمكنك حساب المبلغ الأسبوعي قبل أن تعرف الثمن.',
            },
            explanation: {
              en: 'First choose the goal, then find the price, work out a weekly amount, track your progress, and finally buy it and celebrate. That is a plan that works!',
              fr: 'D’abord, on choisit l’objectif ; puis on trouve le prix, on calcule la somme par semaine, on suit ses progrès, et enfin on achète et on fête ça. Voilà un plan qui marche !',
              ar: 'أولًا تختار الهدف، ثم تعرف ثمنه، ثم تحسب المبلغ الأسبوعي، ثم تتابع تقدّمك، وأخيرًا تشتريه وتحتفل. هذه خطة ناجحة!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'saving-goals',
            prompt: {
              en: 'True or false: a goal with a deadline is usually easier to plan for than a goal without one.',
              fr: 'Vrai ou faux : un objectif avec une date limite est en général plus facile à planifier qu’un objectif sans date.',
              ar: 'صواب أم خطأ: الهدف الذي له موعد محدّد أسهل في التخطيط عادةً من هدف بلا موعد.',
            },
            correct: true,
            hint: {
              en: 'How would you know how much to save each week without a deadline?',
              fr: 'Sans date limite, comment saurais-tu combien mettre de côté chaque semaine ?',
              ar: 'من دون موعد محدّد، كيف ستعرف كم تدّخر كل أسبوع؟',
            },
            explanation: {
              en: 'True! A deadline lets you divide the cost into weekly amounts, so you know exactly what to do each week.',
              fr: 'Vrai ! Avec une date limite, tu peux découper le prix en sommes par semaine : tu sais exactement quoi faire chaque semaine.',
              ar: 'صواب! الموعد المحدّد يتيح لك أن تقسم الثمن إلى مبالغ أسبوعية، فتعرف بالضبط ما عليك فعله كل أسبوع.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'waiting-pays',
            prompt: {
              en: 'Zara is halfway to her goal of {{money 45}} when she sees a toy for {{money 10}} and feels like buying it. Which of these would help her stay on track? Pick all that are right.',
              fr: 'Chloé a fait la moitié du chemin vers son objectif de {{money 45}} quand elle voit un jouet à {{money 10}} qui lui fait très envie. Qu’est-ce qui l’aiderait à garder le cap ? Choisis toutes les bonnes réponses.',
              ar: 'قطعت زينب نصف الطريق نحو هدفها البالغ {{money 45}}، ثم رأت لعبة ثمنها {{money 10}} ورغبت في شرائها. أيّ هذه الأمور يساعدها على التمسّك بهدفها؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Look at her chart to see how close she is', fr: 'Regarder son tableau pour voir tout le chemin déjà fait', ar: 'تنظر إلى جدولها لترى كم اقتربت' } },
              { id: 'b', text: { en: 'Wait a day or two before deciding', fr: 'Attendre un jour ou deux avant de décider', ar: 'تنتظر يومًا أو يومين قبل أن تقرّر' } },
              { id: 'c', text: { en: 'Spend her savings at once so the feeling goes away', fr: 'Dépenser ses économies tout de suite pour que l’envie passe', ar: 'تنفق مدّخراتها فورًا حتى تزول الرغبة' } },
              { id: 'd', text: { en: 'Work out how many extra weeks the toy would add', fr: 'Calculer combien de semaines en plus le jouet lui coûterait', ar: 'تحسب كم أسبوعًا إضافيًّا ستضيفه اللعبة إلى خطتها' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Which choices help her think before she spends?',
              fr: 'Quels choix l’aident à réfléchir avant de dépenser ?',
              ar: 'أيّ الخيارات يساعدها على التفكير قبل أن تنفق؟',
            },
            explanation: {
              en: 'Looking at her progress, waiting a little and working out the cost in weeks all help Zara choose calmly. Often the feeling fades, and her goal is still there waiting for her. Spending at once would undo weeks of saving.',
              fr: 'Regarder ses progrès, attendre un peu et compter ce que le jouet coûte en semaines aident Chloé à choisir calmement. Souvent, l’envie passe, et son objectif l’attend toujours. Tout dépenser d’un coup effacerait des semaines d’épargne.',
              ar: 'النظر إلى تقدّمها، والانتظار قليلًا، وحساب ثمن اللعبة بالأسابيع، كلّها تساعد زينب على الاختيار بهدوء. كثيرًا ما تزول الرغبة ويبقى هدفها في انتظارها. أمّا الإنفاق فورًا فيُضيّع أسابيع من الادّخار.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'making-a-budget',
      title: {
        en: 'Making a Simple Budget',
        fr: 'Faire un budget simple',
        ar: 'إعداد ميزانية بسيطة',
      },
      estimatedMinutes: 8,
      xpReward: 20,
      pictures: [
        {
          name: 'three-pots',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#F1F0FB"/><rect y="176" width="320" height="24" fill="#D6D3F0"/><path d="M130 22h60q8 0 8 8v32q0 8-8 8h-60q-8 0-8-8v-32q0-8 8-8z" fill="#9B5DE5"/><path d="M122 38h76" stroke="#7B3FC4" stroke-width="3"/><circle cx="160" cy="38" r="5" fill="#F5C542"/><path d="M140 74Q100 92 76 112M160 74V112M180 74Q220 92 244 112" stroke="#B8B3E0" stroke-width="3" stroke-dasharray="6 6" fill="none"/><circle cx="106" cy="88" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><circle cx="160" cy="96" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><circle cx="214" cy="88" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="40" y="128" width="60" height="48" rx="8" fill="#8ECAE6"/><rect x="36" y="122" width="68" height="10" rx="4" fill="#FFFFFF" opacity=".7"/><rect x="130" y="128" width="60" height="48" rx="8" fill="#FFB4A2"/><rect x="126" y="122" width="68" height="10" rx="4" fill="#FFFFFF" opacity=".7"/><rect x="220" y="128" width="60" height="48" rx="8" fill="#B5E48C"/><rect x="216" y="122" width="68" height="10" rx="4" fill="#FFFFFF" opacity=".7"/><ellipse cx="70" cy="154" rx="20" ry="14" fill="#FF8FAB"/><circle cx="88" cy="150" r="6" fill="#FF8FAB"/><circle cx="90" cy="150" r="2" fill="#C9184A"/><path d="M60 142l4-6l4 6" fill="#FF8FAB"/><rect x="58" y="164" width="5" height="8" fill="#FF8FAB"/><rect x="76" y="164" width="5" height="8" fill="#FF8FAB"/><rect x="66" y="141" width="10" height="3" rx="1" fill="#C9184A"/><circle cx="80" cy="148" r="1.8" fill="#333"/><path d="M140 166l20-30l20 30z" fill="#F4D58D"/><path d="M144 160l16-22l16 22z" fill="#90BE6D"/><path d="M147 162l13-18l13 18z" fill="#FFF1C1"/><circle cx="250" cy="152" r="17" fill="#FFFFFF" stroke="#3D5A80" stroke-width="3"/><path d="M250 144l7 5l-3 8h-8l-3-8z" fill="#3D5A80"/></svg>',
          alt: {
            en: 'Coins from a purple purse are shared out into three pots: one holds a piggy bank, one a sandwich and one a ball.',
            fr: 'Des pièces sortent d’un porte-monnaie violet et se répartissent dans trois pots : l’un contient une tirelire, l’autre un sandwich, le dernier un ballon.',
            ar: 'قطع نقدية تخرج من محفظة بنفسجية وتتوزّع على ثلاثة أوعية: في الأول حصّالة وردية، وفي الثاني شطيرة، وفي الثالث كرة.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Making a simple budget',
              '',
              'A **budget** is a plan for your money. It shows:',
              '',
              '- **Income:** money coming in, like pocket money, gifts or money you earn.',
              '- **Expenses:** money going out, like snacks, games or presents for friends.',
              '- **Savings:** money you keep for your goals.',
              '',
              'The golden rule: **don’t plan to spend more than comes in.** If your income is {{money 20}} and your plans add up to {{money 25}}, you need to change the plan.',
            ),
            fr: md(
              '# Faire un budget simple',
              '',
              'Un **budget**, c’est un plan pour ton argent. Il montre :',
              '',
              '- **Les revenus :** l’argent qui entre, comme l’argent de poche, les cadeaux ou l’argent que tu gagnes.',
              '- **Les dépenses :** l’argent qui sort, pour des goûters, des jeux ou des cadeaux pour tes amis.',
              '- **L’épargne :** l’argent que tu gardes pour tes objectifs.',
              '',
              'La règle d’or : **ne prévois jamais de dépenser plus que ce qui entre.** Si tes revenus sont de {{money 20}} et que tes projets coûtent {{money 25}}, il faut changer ton plan.',
            ),
            ar: md(
              '# إعداد ميزانية بسيطة',
              '',
              '**الميزانية** خطة لمالك. وهي تُظهر:',
              '',
              '- **الدخل:** المال الذي يدخل إليك، مثل المصروف والهدايا والمال الذي تكسبه.',
              '- **النفقات:** المال الذي يخرج منك، مثل الوجبات الخفيفة والألعاب والهدايا للأصدقاء.',
              '- **المدّخرات:** المال الذي تحتفظ به لأهدافك.',
              '',
              'القاعدة الذهبية: **لا تخطّط لإنفاق أكثر ممّا يدخل إليك.** إذا كان دخلك {{money 20}} وكانت خططك تكلّف {{money 25}}، فعليك أن تغيّر الخطة.',
            ),
          },
        },
        {
          id: 'text-2',
          type: 'text',
          markdown: {
            en: md(
              '## A budget example',
              '',
              'Ava gets **{{money 20}}** a week. Her plan:',
              '',
              '- Savings: {{money 6}}',
              '- School snacks: {{money 8}}',
              '- Fun money: {{money 6}}',
              '',
              'Total: {{money 6}} + {{money 8}} + {{money 6}} = {{money 20}}. All of her money has a job, and nothing is left over or overspent.',
            ),
            fr: md(
              '## Un exemple de budget',
              '',
              'Inès reçoit **{{money 20}}** par semaine. Voici son plan :',
              '',
              '- Épargne : {{money 6}}',
              '- Goûters à l’école : {{money 8}}',
              '- Argent pour s’amuser : {{money 6}}',
              '',
              'Total : {{money 6}} + {{money 8}} + {{money 6}} = {{money 20}}. Tout son argent a une mission : rien ne reste sans emploi, et elle ne dépense pas plus qu’elle n’a.',
            ),
            ar: md(
              '## مثال على ميزانية',
              '',
              'تحصل سلمى على **{{money 20}}** كل أسبوع. وهذه خطتها:',
              '',
              '- الادّخار: {{money 6}}',
              '- وجبات خفيفة في المدرسة: {{money 8}}',
              '- مال للمتعة: {{money 6}}',
              '',
              'المجموع: {{money 6}} + {{money 8}} + {{money 6}} = {{money 20}}. لكل جزء من مالها مهمة، فلا يبقى شيء بلا خطة، ولا تنفق أكثر ممّا لديها.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'three-pots' },
        {
          id: 'warning-1',
          type: 'callout',
          tone: 'warning',
          markdown: {
            en: 'Small purchases can sneak up on you. A few little treats each week can add up to more than one big thing you really wanted. Writing them down helps you notice.',
            fr: 'Les petits achats passent souvent inaperçus. Quelques petites gâteries chaque semaine peuvent finir par coûter plus cher que la grosse chose dont tu rêvais. Les noter t’aide à t’en rendre compte.',
            ar: 'المشتريات الصغيرة قد تتسلّل دون أن تنتبه لها. بعض الحلويات الصغيرة كل أسبوع قد تكلّف في النهاية أكثر من شيء كبير كنت تتمنّاه حقًّا. كتابتها تساعدك على ملاحظتها.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'income-and-expenses',
            prompt: {
              en: 'Your income is {{money 20}} this week. You spend {{money 8}} on snacks and {{money 5}} on a comic. How much money is left?',
              fr: 'Cette semaine, tes revenus sont de {{money 20}}. Tu dépenses {{money 8}} en goûters et {{money 5}} pour une BD. Combien d’argent te reste-t-il ?',
              ar: 'دخلك هذا الأسبوع {{money 20}}. أنفقت {{money 8}} على الوجبات الخفيفة و{{money 5}} على مجلة مصوّرة. كم بقي معك من المال؟',
            },
            correct: 7,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Add up what you spent, then subtract it from your income.',
              fr: 'Additionne ce que tu as dépensé, puis enlève-le de tes revenus.',
              ar: 'اجمع ما أنفقته، ثم اطرحه من دخلك.',
            },
            explanation: {
              en: 'You spent {{money 8}} + {{money 5}} = {{money 13}}, so {{money 20}} − {{money 13}} = {{money 7}} is left. You could put that towards your savings goal!',
              fr: 'Tu as dépensé {{money 8}} + {{money 5}} = {{money 13}}, donc il te reste {{money 20}} − {{money 13}} = {{money 7}}. Tu pourrais les ajouter à ton objectif d’épargne !',
              ar: 'أنفقت {{money 8}} + {{money 5}} = {{money 13}}، إذن بقي معك {{money 20}} − {{money 13}} = {{money 7}}. يمكنك أن تضيفها إلى هدف ادّخارك!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'income-and-expenses',
            prompt: {
              en: 'Which of these are expenses (money going out)? Pick all that are right.',
              fr: 'Lesquelles sont des dépenses (de l’argent qui sort) ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه نفقات (مال يخرج منك)؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Buying a birthday present for a friend', fr: 'Acheter un cadeau d’anniversaire pour un ami', ar: 'شراء هدية عيد ميلاد لصديق' } },
              { id: 'b', text: { en: 'Pocket money from a family member', fr: 'L’argent de poche donné par quelqu’un de ta famille', ar: 'مصروف من أحد أفراد العائلة' } },
              { id: 'c', text: { en: 'Paying for a cinema ticket', fr: 'Payer une place de cinéma', ar: 'دفع ثمن تذكرة سينما' } },
              { id: 'd', text: { en: 'Buying a snack after school', fr: 'Acheter un goûter après l’école', ar: 'شراء وجبة خفيفة بعد المدرسة' } },
            ],
            correct: ['a', 'c', 'd'],
            hint: {
              en: 'Is the money coming in or going out?',
              fr: 'L’argent entre-t-il ou sort-il ?',
              ar: 'هل المال يدخل إليك أم يخرج منك؟',
            },
            explanation: {
              en: 'The present, the cinema ticket and the snack are expenses because money goes out. Pocket money is income because it comes in. Good sorting!',
              fr: 'Le cadeau, la place de cinéma et le goûter sont des dépenses : l’argent sort. L’argent de poche, lui, est un revenu, car il entre. Bien trié !',
              ar: 'الهدية وتذكرة السينما والوجبة الخفيفة نفقات لأن المال يخرج منك. أمّا المصروف الذي تأخذه من عائلتك فهو دخل لأنه يدخل إليك. أحسنت التصنيف!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'making-a-budget',
            prompt: {
              en: 'True or false: having a budget means you can never spend money on fun things.',
              fr: 'Vrai ou faux : avoir un budget, ça veut dire ne plus jamais dépenser d’argent pour s’amuser.',
              ar: 'صواب أم خطأ: أن تكون لك ميزانية يعني ألّا تنفق المال أبدًا على أشياء ممتعة.',
            },
            correct: false,
            hint: {
              en: 'Look at Ava’s budget again.',
              fr: 'Relis le budget d’Inès.',
              ar: 'انظر مرة أخرى إلى ميزانية سلمى.',
            },
            explanation: {
              en: 'False! A good budget includes fun money, like Ava’s {{money 6}}. A budget just makes sure the fun fits alongside your needs and savings.',
              fr: 'Faux ! Un bon budget prévoit de l’argent pour s’amuser, comme les {{money 6}} d’Inès. Un budget sert juste à faire une place aux plaisirs à côté des besoins et de l’épargne.',
              ar: 'خطأ! الميزانية الجيدة فيها مال للمتعة، مثل مبلغ {{money 6}} في ميزانية سلمى. الميزانية تضمن فقط أن تجد المتعة مكانها إلى جانب حاجاتك ومدّخراتك.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'making-a-budget',
            prompt: {
              en: 'Your income is {{money 15}}, but your planned spending adds up to {{money 18}}. What is the best thing to do?',
              fr: 'Tes revenus sont de {{money 15}}, mais les dépenses que tu as prévues font {{money 18}}. Que vaut-il mieux faire ?',
              ar: 'دخلك {{money 15}}، لكن الإنفاق الذي خطّطت له يبلغ {{money 18}}. ما أفضل ما تفعله؟',
            },
            options: [
              { id: 'a', text: { en: 'Spend it all anyway and hope it works out', fr: 'Tout dépenser quand même en espérant que ça s’arrange', ar: 'تنفق كل شيء على أيّ حال وتأمل أن تُحلّ الأمور' } },
              { id: 'b', text: { en: 'Cut or delay some plans so spending is {{money 15}} or less', fr: 'Supprimer ou repousser certains projets pour ne pas dépasser {{money 15}}', ar: 'تلغي بعض الخطط أو تؤجّلها حتى لا يزيد الإنفاق على {{money 15}}' } },
              { id: 'c', text: { en: 'Ignore the budget this week', fr: 'Oublier le budget cette semaine', ar: 'تتجاهل الميزانية هذا الأسبوع' } },
            ],
            correct: 'b',
            hint: {
              en: 'Remember the golden rule.',
              fr: 'Souviens-toi de la règle d’or.',
              ar: 'تذكّر القاعدة الذهبية.',
            },
            explanation: {
              en: 'When plans cost more than your income, change the plan: cut something or save it for another week. That is exactly what budgets are for!',
              fr: 'Quand tes projets coûtent plus que tes revenus, change ton plan : enlève quelque chose ou garde-le pour une autre semaine. C’est exactement à ça que sert un budget !',
              ar: 'عندما تكلّف خططك أكثر من دخلك، غيّر الخطة: ألغِ شيئًا أو أجّله إلى أسبوع آخر. هذا بالضبط ما وُجدت الميزانية من أجله!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'making-a-budget',
            prompt: {
              en: 'Put these steps for making a weekly budget in a good order.',
              fr: 'Remets dans le bon ordre ces étapes pour faire ton budget de la semaine.',
              ar: 'رتّب خطوات إعداد ميزانية أسبوعية هذه ترتيبًا صحيحًا.',
            },
            items: [
              { id: 'a', text: { en: 'Check that the plan adds up to no more than your income', fr: 'Vérifier que le total ne dépasse pas tes revenus', ar: 'تتأكّد أن مجموع الخطة لا يزيد على دخلك' } },
              { id: 'b', text: { en: 'Write down how much money comes in', fr: 'Noter combien d’argent entre', ar: 'تكتب كم من المال يدخل إليك' } },
              { id: 'c', text: { en: 'Keep track of what you really spend during the week', fr: 'Noter pendant la semaine ce que tu dépenses vraiment', ar: 'تسجّل خلال الأسبوع ما تنفقه فعلًا' } },
              { id: 'd', text: { en: 'Give every part of it a job: savings, snacks, fun', fr: 'Donner une mission à chaque part : épargne, goûters, loisirs', ar: 'تعطي كل جزء منه مهمة: ادّخار، ووجبات خفيفة، ومتعة' } },
            ],
            correctOrder: ['b', 'd', 'a', 'c'],
            hint: {
              en: 'You cannot share out money until you know how much there is.',
              fr: 'Tu ne peux pas répartir ton argent avant de savoir combien tu en as.',
              ar: 'لا يمكنك توزيع مالك قبل أن تعرف كم لديك.',
            },
            explanation: {
              en: 'First write down your income, then give each part a job, check the total is not more than your income, and then keep track during the week. Tracking shows whether the plan really worked!',
              fr: 'D’abord, tu notes tes revenus ; puis tu donnes une mission à chaque part, tu vérifies que le total ne dépasse pas tes revenus, et pendant la semaine tu notes ce que tu dépenses. Comme ça, tu vois si ton plan a vraiment marché !',
              ar: 'أولًا تكتب دخلك، ثم تعطي كل جزء مهمته، وتتأكّد أن المجموع لا يزيد على دخلك، ثم تسجّل نفقاتك خلال الأسبوع. التسجيل يُريك إن كانت خطتك قد نجحت حقًّا!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'the-50-30-20-idea',
      title: {
        en: 'The 50/30/20 Idea',
        fr: 'L’idée des 50/30/20',
        ar: 'فكرة 50/30/20',
      },
      estimatedMinutes: 7,
      xpReward: 20,
      pictures: [
        {
          name: 'three-slices',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#EEF6FB"/><circle cx="110" cy="104" r="72" fill="#D0DEE8"/><path d="M110 100L110.0 30.0A70 70 0 0 1 110.0 170.0Z" fill="#52B788"/><path d="M110 100L110.0 170.0A70 70 0 0 1 43.4 78.4Z" fill="#4895EF"/><path d="M110 100L43.4 78.4A70 70 0 0 1 110.0 30.0Z" fill="#F9C74F"/><path d="M110 100V30M110 100V170M110 100L43.4 78.4" stroke="#FFFFFF" stroke-width="4"/><circle cx="214" cy="46" r="8" fill="#52B788"/><circle cx="246" cy="48" r="13" fill="#E63946"/><path d="M246 35v-6" stroke="#6D4C41" stroke-width="3"/><ellipse cx="252" cy="31" rx="6" ry="3" fill="#52B788"/><circle cx="214" cy="100" r="8" fill="#4895EF"/><path d="M254 84l13 16l-13 16l-13-16z" fill="#F3722C"/><path d="M254 84v32M241 100h26" stroke="#FFFFFF" stroke-width="2"/><path d="M254 116q6 6 0 12q-6 6 0 12" stroke="#F3722C" stroke-width="2" fill="none"/><circle cx="214" cy="154" r="8" fill="#F9C74F"/><ellipse cx="252" cy="156" rx="17" ry="12" fill="#FF8FAB"/><circle cx="268" cy="153" r="5" fill="#FF8FAB"/><circle cx="270" cy="153" r="1.6" fill="#C9184A"/><path d="M243 146l3-6l4 6" fill="#FF8FAB"/><rect x="242" y="164" width="4" height="7" fill="#FF8FAB"/><rect x="257" y="164" width="4" height="7" fill="#FF8FAB"/><rect x="248" y="145" width="9" height="3" rx="1" fill="#C9184A"/><circle cx="262" cy="152" r="1.6" fill="#333"/></svg>',
          alt: {
            en: 'A round pie cut into three slices: a green half next to an apple, a blue slice next to a kite, and the smallest, yellow slice next to a piggy bank.',
            fr: 'Un disque partagé en trois parts : une moitié verte à côté d’une pomme, une part bleue à côté d’un cerf-volant, et la plus petite, jaune, à côté d’une tirelire.',
            ar: 'دائرة مقسومة إلى ثلاث قطع: نصف أخضر بجانب تفاحة، وقطعة زرقاء بجانب طائرة ورقية، وأصغر قطعة، وهي صفراء، بجانب حصّالة.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# The 50/30/20 idea',
              '',
              'The **50/30/20 idea** is a simple way to split money into three parts:',
              '',
              '- **50% for needs:** things you must have.',
              '- **30% for wants:** things that are fun or nice to have.',
              '- **20% for savings:** money for your goals and the future.',
              '',
              'Per cent means "out of 100". So if you had {{money 100}}, you would put {{money 50}} towards needs, {{money 30}} towards wants and {{money 20}} into savings.',
            ),
            fr: md(
              '# L’idée des 50/30/20',
              '',
              'L’**idée des 50/30/20** est une façon simple de partager son argent en trois parts :',
              '',
              '- **50 % pour les besoins :** ce qu’il te faut absolument.',
              '- **30 % pour les envies :** ce qui est amusant ou agréable à avoir.',
              '- **20 % pour l’épargne :** l’argent pour tes objectifs et pour l’avenir.',
              '',
              '« Pour cent » veut dire « sur 100 ». Si tu avais {{money 100}}, tu mettrais donc {{money 50}} pour les besoins, {{money 30}} pour les envies et {{money 20}} dans ton épargne.',
            ),
            ar: md(
              '# فكرة 50/30/20',
              '',
              '**فكرة 50/30/20** طريقة بسيطة لتقسيم المال إلى ثلاثة أجزاء:',
              '',
              '- **50٪ للحاجات:** الأشياء التي لا بدّ لك منها.',
              '- **30٪ للرغبات:** الأشياء الممتعة أو التي يجمل أن تملكها.',
              '- **20٪ للادّخار:** مال لأهدافك ولمستقبلك.',
              '',
              'النسبة المئوية تعني «من كل 100». فلو كان لديك {{money 100}}، لوضعت {{money 50}} للحاجات، و{{money 30}} للرغبات، و{{money 20}} في الادّخار.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'three-slices' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'The 50/30/20 idea is a **guideline**, not a strict rule. Many grown-ups use it as a starting point and then adjust it. Kids often have fewer needs to pay for, so they might save even more!',
            fr: 'L’idée des 50/30/20 est un **repère**, pas une règle stricte. Beaucoup d’adultes s’en servent comme point de départ, puis l’ajustent. Les enfants ont souvent moins de besoins à payer eux-mêmes : ils peuvent donc épargner encore plus !',
            ar: 'فكرة 50/30/20 **إرشاد** وليست قاعدة صارمة. يستخدمها كثير من الكبار نقطةَ بداية ثم يعدّلونها. والأطفال في الغالب يدفعون ثمن حاجات أقلّ، لذلك قد يدّخرون أكثر!',
          },
        },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Quick trick: to find 10% of an amount, divide it by 10. Then 20% is double that, and 50% is half the amount.',
            fr: 'Petite astuce : pour trouver 10 % d’une somme, divise-la par 10. Ensuite, 20 %, c’est le double, et 50 %, c’est la moitié de la somme.',
            ar: 'حيلة سريعة: لتجد 10٪ من مبلغ، اقسمه على 10. ثم إن 20٪ ضعف ذلك، و50٪ نصف المبلغ.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'budget-rules',
            prompt: {
              en: 'You get {{money 40}}. Using the 50/30/20 idea, how much goes into savings (20%)?',
              fr: 'Tu reçois {{money 40}}. Avec l’idée des 50/30/20, combien va dans ton épargne (20 %) ?',
              ar: 'حصلت على {{money 40}}. بحسب فكرة 50/30/20، كم يذهب إلى الادّخار (20٪)؟',
            },
            correct: 8,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: '10% of {{money 40}} is {{money 4}}. What is 20%?',
              fr: '10 % de {{money 40}}, c’est {{money 4}}. Et 20 % ?',
              ar: '10٪ من {{money 40}} هي {{money 4}}. فكم تكون 20٪؟',
            },
            explanation: {
              en: '10% of {{money 40}} is {{money 4}}, so 20% is {{money 4}} × 2 = {{money 8}}. That {{money 8}} goes into savings. Well done!',
              fr: '10 % de {{money 40}}, c’est {{money 4}} ; donc 20 %, c’est {{money 4}} × 2 = {{money 8}}. Ces {{money 8}} vont dans ton épargne. Bravo !',
              ar: '10٪ من {{money 40}} هي {{money 4}}، إذن 20٪ هي {{money 4}} × 2 = {{money 8}}. يذهب مبلغ {{money 8}} إلى الادّخار. أحسنت!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'budget-rules',
            prompt: {
              en: 'You get {{money 40}}. Using the 50/30/20 idea, how much goes towards wants (30%)?',
              fr: 'Tu reçois {{money 40}}. Avec l’idée des 50/30/20, combien va aux envies (30 %) ?',
              ar: 'حصلت على {{money 40}}. بحسب فكرة 50/30/20، كم يذهب إلى الرغبات (30٪)؟',
            },
            correct: 12,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: '10% of {{money 40}} is {{money 4}}. Now find three times that.',
              fr: '10 % de {{money 40}}, c’est {{money 4}}. Cherche maintenant le triple.',
              ar: '10٪ من {{money 40}} هي {{money 4}}. والآن جِد ثلاثة أضعافها.',
            },
            explanation: {
              en: '10% of {{money 40}} is {{money 4}}, so 30% is {{money 4}} × 3 = {{money 12}} for wants. And {{money 20}} + {{money 12}} + {{money 8}} = {{money 40}}, so all the money is planned!',
              fr: '10 % de {{money 40}}, c’est {{money 4}} ; donc 30 %, c’est {{money 4}} × 3 = {{money 12}} pour les envies. Et {{money 20}} + {{money 12}} + {{money 8}} = {{money 40}} : tout l’argent a sa place !',
              ar: '10٪ من {{money 40}} هي {{money 4}}، إذن 30٪ هي {{money 4}} × 3 = {{money 12}} للرغبات. و{{money 20}} + {{money 12}} + {{money 8}} = {{money 40}}، فلكل المال مكانه في الخطة!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'budget-rules',
            prompt: {
              en: 'In the 50/30/20 idea, which part would new trading cards come from?',
              fr: 'Avec l’idée des 50/30/20, dans quelle part prendrais-tu l’argent pour de nouvelles cartes à collectionner ?',
              ar: 'بحسب فكرة 50/30/20، من أيّ جزء يأتي ثمن بطاقات تجميع جديدة؟',
            },
            options: [
              { id: 'a', text: { en: 'The 50% for needs', fr: 'Les 50 % pour les besoins', ar: 'جزء الـ50٪ للحاجات' } },
              { id: 'b', text: { en: 'The 30% for wants', fr: 'Les 30 % pour les envies', ar: 'جزء الـ30٪ للرغبات' } },
              { id: 'c', text: { en: 'The 20% for savings', fr: 'Les 20 % pour l’épargne', ar: 'جزء الـ20٪ للادّخار' } },
            ],
            correct: 'b',
            hint: {
              en: 'Are trading cards a need or a want?',
              fr: 'Les cartes à collectionner, c’est un besoin ou une envie ?',
              ar: 'هل بطاقات التجميع حاجة أم رغبة؟',
            },
            explanation: {
              en: 'Trading cards are fun, but you can live without them, so they are a want. They come from the 30% part.',
              fr: 'Les cartes à collectionner, c’est amusant, mais on peut s’en passer : c’est une envie. L’argent vient donc de la part des 30 %.',
              ar: 'بطاقات التجميع ممتعة، لكنك تستطيع أن تعيش من دونها، فهي رغبة. لذلك يأتي ثمنها من جزء الـ30٪.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'budget-rules',
            prompt: {
              en: 'True or false: the 50/30/20 idea is a guideline that people can adjust to fit their own situation.',
              fr: 'Vrai ou faux : l’idée des 50/30/20 est un repère que chacun peut ajuster à sa propre situation.',
              ar: 'صواب أم خطأ: فكرة 50/30/20 إرشاد يستطيع الناس أن يعدّلوه ليناسب ظروفهم.',
            },
            correct: true,
            hint: {
              en: 'Check the fact box.',
              fr: 'Relis l’encadré un peu plus haut.',
              ar: 'عُد إلى مربّع المعلومة في الأعلى.',
            },
            explanation: {
              en: 'True! It is a helpful starting point. Some people save more than 20%, and that is great. The important part is having a plan.',
              fr: 'Vrai ! C’est un point de départ bien pratique. Certaines personnes épargnent plus de 20 %, et c’est très bien. L’essentiel, c’est d’avoir un plan.',
              ar: 'صواب! إنها نقطة بداية مفيدة. بعض الناس يدّخرون أكثر من 20٪، وهذا رائع. المهمّ أن تكون لديك خطة.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'budget-rules',
            prompt: {
              en: 'Using the 50/30/20 idea with {{money 60}}, put the three parts in order from the biggest amount to the smallest.',
              fr: 'Avec l’idée des 50/30/20 et {{money 60}}, range les trois parts de la plus grosse somme à la plus petite.',
              ar: 'بحسب فكرة 50/30/20 مع {{money 60}}، رتّب الأجزاء الثلاثة من أكبر مبلغ إلى أصغره.',
            },
            items: [
              { id: 'a', text: { en: 'Savings: {{money 12}}', fr: 'Épargne : {{money 12}}', ar: 'الادّخار: {{money 12}}' } },
              { id: 'b', text: { en: 'Wants: {{money 18}}', fr: 'Envies : {{money 18}}', ar: 'الرغبات: {{money 18}}' } },
              { id: 'c', text: { en: 'Needs: {{money 30}}', fr: 'Besoins : {{money 30}}', ar: 'الحاجات: {{money 30}}' } },
            ],
            correctOrder: ['c', 'b', 'a'],
            hint: {
              en: '50% is the biggest part and 20% is the smallest.',
              fr: '50 %, c’est la plus grosse part, et 20 %, la plus petite.',
              ar: '50٪ هي الجزء الأكبر، و20٪ هي الأصغر.',
            },
            explanation: {
              en: 'Needs get the biggest part ({{money 30}}), then wants ({{money 18}}), then savings ({{money 12}}). Together they make {{money 60}}. Great job!',
              fr: 'Les besoins ont la plus grosse part ({{money 30}}), puis les envies ({{money 18}}), puis l’épargne ({{money 12}}). Ensemble, ça fait bien {{money 60}}. Super travail !',
              ar: 'تأخذ الحاجات الجزء الأكبر ({{money 30}})، ثم الرغبات ({{money 18}})، ثم الادّخار ({{money 12}}). ومجموعها {{money 60}}. عمل رائع!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'interest-reward-for-saving',
      title: {
        en: 'Interest: A Reward for Saving',
        fr: 'Les intérêts : une récompense pour l’épargne',
        ar: 'الفائدة: مكافأة على الادّخار',
      },
      estimatedMinutes: 8,
      xpReward: 20,
      pictures: [
        {
          name: 'growing-coins',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FDF6EC"/><rect y="178" width="320" height="22" fill="#E8D5B7"/><path d="M16 70L72 40L128 70z" fill="#6C757D"/><rect x="22" y="70" width="100" height="8" fill="#ADB5BD"/><rect x="30" y="80" width="12" height="80" fill="#DEE2E6"/><rect x="56" y="80" width="12" height="80" fill="#DEE2E6"/><rect x="80" y="80" width="12" height="80" fill="#DEE2E6"/><rect x="104" y="80" width="12" height="80" fill="#DEE2E6"/><rect x="18" y="160" width="108" height="18" fill="#ADB5BD"/><circle cx="72" cy="58" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="148" y="168" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="148" y="159" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="148" y="150" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="202" y="168" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="202" y="159" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="202" y="150" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="202" y="141" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="168" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="159" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="150" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="141" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="132" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><rect x="256" y="123" width="40" height="9" rx="3" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><path d="M276 114v-24" stroke="#2D6A4F" stroke-width="4" stroke-linecap="round"/><ellipse cx="264" cy="98" rx="12" ry="6" fill="#52B788" transform="rotate(-20 264 98)"/><ellipse cx="288" cy="92" rx="12" ry="6" fill="#40916C" transform="rotate(20 288 92)"/><path d="M160 120q40-40 90-60" stroke="#F4A261" stroke-width="4" fill="none" stroke-linecap="round" stroke-dasharray="2 9"/><path d="M244 54l10 4l-7 8" stroke="#F4A261" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
          alt: {
            en: 'Beside a bank, three stacks of coins, each taller than the last, with a dotted arrow rising over them and a small green plant sprouting from the tallest.',
            fr: 'À côté d’une banque, trois piles de pièces de plus en plus hautes, une flèche en pointillés qui monte au-dessus, et une petite plante verte qui pousse sur la plus haute.',
            ar: 'بجانب بنك ثلاث أكوام من القطع النقدية، كلّ واحدة أطول من التي قبلها، يعلوها سهم منقّط صاعد، وتنبت نبتة خضراء صغيرة فوق أطولها.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Interest: a reward for saving',
              '',
              'When you keep money in a savings account, the bank uses some of it to lend to other people. To say thank you, the bank pays you a little extra money called **interest**.',
              '',
              'Interest is usually a **percentage** per year. If you save {{money 100}} and the interest rate is 5% a year, after one year you earn {{money 5}}, so you have {{money 105}}.',
              '',
              '## Interest on interest',
              '',
              'Next year, you earn interest on the **whole** {{money 105}}, not just the first {{money 100}}. Earning interest on your interest is called **compound interest**. The longer you save, the faster it grows.',
            ),
            fr: md(
              '# Les intérêts : une récompense pour l’épargne',
              '',
              'Quand tu gardes de l’argent sur un compte d’épargne, la banque en prête une partie à d’autres personnes. Pour te remercier, elle te verse un petit supplément d’argent : ce sont les **intérêts**.',
              '',
              'Les intérêts s’expriment en général en **pourcentage** par an. Si tu épargnes {{money 100}} à un taux de 5 % par an, tu gagnes {{money 5}} au bout d’un an : tu as alors {{money 105}}.',
              '',
              '## Des intérêts sur les intérêts',
              '',
              'L’année suivante, tu gagnes des intérêts sur **toute** la somme de {{money 105}}, et pas seulement sur les {{money 100}} du début. Gagner des intérêts sur ses intérêts, ça s’appelle les **intérêts composés**. Plus tu épargnes longtemps, plus ton argent grandit vite.',
            ),
            ar: md(
              '# الفائدة: مكافأة على الادّخار',
              '',
              'عندما تحفظ مالك في حساب توفير، يُقرض البنك جزءًا منه لأشخاص آخرين. وليشكرك، يدفع لك البنك مبلغًا إضافيًّا صغيرًا اسمه **الفائدة**.',
              '',
              'تُحسب الفائدة عادةً **نسبةً مئوية** في السنة. إذا ادّخرت {{money 100}} وكانت نسبة الفائدة 5٪ في السنة، تربح بعد سنة واحدة {{money 5}}، فيصبح لديك {{money 105}}.',
              '',
              '## فائدة على الفائدة',
              '',
              'في السنة التالية تربح فائدة على المبلغ **كلّه**، أي {{money 105}}، وليس على أول {{money 100}} فقط. ربح الفائدة على فائدتك يُسمّى **الفائدة المركّبة**. وكلّما ادّخرت مدة أطول، نما مالك أسرع.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'growing-coins' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Interest works the other way too. When people **borrow** money, they usually have to **pay** interest. That is why saving first and borrowing carefully is smart.',
            fr: 'Les intérêts marchent aussi dans l’autre sens. Quand on **emprunte** de l’argent, on doit en général **payer** des intérêts. C’est pour ça qu’il est malin d’épargner d’abord et d’emprunter avec prudence.',
            ar: 'الفائدة تعمل في الاتجاه المعاكس أيضًا. عندما **يقترض** الناس المال، عليهم عادةً أن **يدفعوا** فائدة. لذلك من الذكاء أن تدّخر أولًا وأن تقترض بحذر.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'simple-interest',
            prompt: {
              en: 'Why does a bank pay you interest on your savings?',
              fr: 'Pourquoi la banque te verse-t-elle des intérêts sur ton épargne ?',
              ar: 'لماذا يدفع لك البنك فائدة على مدّخراتك؟',
            },
            options: [
              { id: 'a', text: { en: 'Because it is your birthday', fr: 'Parce que c’est ton anniversaire', ar: 'لأنه يوم ميلادك' } },
              { id: 'b', text: { en: 'As a reward for letting the bank use your money while it is saved', fr: 'Pour te remercier de la laisser utiliser ton argent pendant que tu l’épargnes', ar: 'مكافأةً لك لأنك تسمح للبنك باستخدام مالك ما دام مدّخرًا' } },
              { id: 'c', text: { en: 'Because banks have to give money away for free', fr: 'Parce que les banques doivent donner de l’argent gratuitement', ar: 'لأن على البنوك أن توزّع المال مجانًا' } },
            ],
            correct: 'b',
            hint: {
              en: 'What does the bank do with the money while you save it?',
              fr: 'Que fait la banque de l’argent pendant que tu l’épargnes ?',
              ar: 'ماذا يفعل البنك بالمال بينما تدّخره؟',
            },
            explanation: {
              en: 'The bank lends some of the saved money to other people, so it pays you interest as a thank-you for using your money. Your money works for you!',
              fr: 'La banque prête une partie de l’argent épargné à d’autres personnes ; elle te verse donc des intérêts pour te remercier de lui prêter ton argent. Ton argent travaille pour toi !',
              ar: 'يُقرض البنك جزءًا من المال المدّخر لأشخاص آخرين، فيدفع لك فائدة شكرًا لك على استخدام مالك. مالك يعمل من أجلك!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'simple-interest',
            prompt: {
              en: 'You save {{money 100}} in an account that pays 5% interest per year. How much money will you have after one year?',
              fr: 'Tu places {{money 100}} sur un compte qui rapporte 5 % d’intérêts par an. Combien d’argent auras-tu au bout d’un an ?',
              ar: 'ادّخرت {{money 100}} في حساب يدفع فائدة 5٪ في السنة. كم سيكون لديك من المال بعد سنة واحدة؟',
            },
            correct: 105,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: '5% of {{money 100}} is {{money 5}}.',
              fr: '5 % de {{money 100}}, c’est {{money 5}}.',
              ar: '5٪ من {{money 100}} هي {{money 5}}.',
            },
            explanation: {
              en: '5% of {{money 100}} is {{money 5}} of interest. {{money 100}} + {{money 5}} = {{money 105}}. You earned {{money 5}} just for saving!',
              fr: '5 % de {{money 100}}, ça fait {{money 5}} d’intérêts. {{money 100}} + {{money 5}} = {{money 105}}. Tu as gagné {{money 5}} rien qu’en épargnant !',
              ar: '5٪ من {{money 100}} تساوي {{money 5}} فائدة. و{{money 100}} + {{money 5}} = {{money 105}}. ربحت {{money 5}} لمجرد أنك ادّخرت!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'compound-interest',
            prompt: {
              en: 'You save {{money 100}} at 10% interest per year, and the interest stays in the account (compound interest). How much money will you have after 2 years?',
              fr: 'Tu épargnes {{money 100}} à 10 % d’intérêts par an, et tu laisses les intérêts sur le compte (intérêts composés). Combien d’argent auras-tu au bout de 2 ans ?',
              ar: 'ادّخرت {{money 100}} بفائدة 10٪ في السنة، وتبقى الفائدة في الحساب (فائدة مركّبة). كم سيكون لديك من المال بعد سنتين؟',
            },
            correct: 121,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'After year 1 you have {{money 110}}. Now find 10% of {{money 110}} and add it.',
              fr: 'Après la première année, tu as {{money 110}}. Calcule maintenant 10 % de {{money 110}} et ajoute-les.',
              ar: 'بعد السنة الأولى يصبح لديك {{money 110}}. والآن احسب 10٪ من {{money 110}} وأضفها.',
            },
            explanation: {
              en: 'Year 1: {{money 100}} + {{money 10}} = {{money 110}}. Year 2: 10% of {{money 110}} is {{money 11}}, so {{money 110}} + {{money 11}} = {{money 121}}. That extra {{money 1}} is interest on your interest. That is compounding!',
              fr: 'Première année : {{money 100}} + {{money 10}} = {{money 110}}. Deuxième année : 10 % de {{money 110}}, c’est {{money 11}}, donc {{money 110}} + {{money 11}} = {{money 121}}. Le {{money 1}} de plus, ce sont des intérêts sur tes intérêts : c’est ça, les intérêts composés !',
              ar: 'السنة الأولى: {{money 100}} + {{money 10}} = {{money 110}}. السنة الثانية: 10٪ من {{money 110}} هي {{money 11}}، إذن {{money 110}} + {{money 11}} = {{money 121}}. والمبلغ الإضافي {{money 1}} فائدة على فائدتك. هذه هي الفائدة المركّبة!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'waiting-pays',
            prompt: {
              en: 'True or false: with compound interest, starting to save earlier usually means your money has more time to grow.',
              fr: 'Vrai ou faux : avec les intérêts composés, commencer à épargner plus tôt laisse en général plus de temps à ton argent pour grandir.',
              ar: 'صواب أم خطأ: مع الفائدة المركّبة، البدء بالادّخار مبكرًا يعني عادةً أن لدى مالك وقتًا أطول لينمو.',
            },
            correct: true,
            hint: {
              en: 'More years means more rounds of interest.',
              fr: 'Plus d’années, c’est plus de fois où les intérêts s’ajoutent.',
              ar: 'سنوات أكثر تعني مرّات أكثر تُضاف فيها الفائدة.',
            },
            explanation: {
              en: 'True! Each year of interest builds on the last, so starting early gives your savings more time to grow.',
              fr: 'Vrai ! Chaque année d’intérêts s’appuie sur la précédente : en commençant tôt, tu laisses plus de temps à ton épargne pour grandir.',
              ar: 'صواب! كل سنة من الفائدة تُبنى على السنة التي قبلها، لذلك البدء المبكر يمنح مدّخراتك وقتًا أطول لتنمو.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'simple-interest',
            prompt: {
              en: 'Which statements about interest are true? Pick all that are right.',
              fr: 'Quelles phrases sur les intérêts sont vraies ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه العبارات عن الفائدة صحيحة؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Savers can earn interest', fr: 'Ceux qui épargnent peuvent gagner des intérêts', ar: 'يمكن للمدّخرين أن يربحوا فائدة' } },
              { id: 'b', text: { en: 'Borrowers usually pay interest', fr: 'Ceux qui empruntent paient en général des intérêts', ar: 'المقترضون يدفعون الفائدة عادةً' } },
              { id: 'c', text: { en: 'Interest is usually shown as a percentage per year', fr: 'Les intérêts s’expriment en général en pourcentage par an', ar: 'تُذكر الفائدة عادةً نسبةً مئوية في السنة' } },
              { id: 'd', text: { en: 'Interest means the bank keeps some of your savings', fr: 'Les intérêts, c’est la part de ton épargne que la banque garde', ar: 'الفائدة تعني أن البنك يأخذ جزءًا من مدّخراتك' } },
            ],
            correct: ['a', 'b', 'c'],
            hint: {
              en: 'Interest on savings adds money. It does not take it away.',
              fr: 'Les intérêts sur l’épargne ajoutent de l’argent, ils n’en enlèvent pas.',
              ar: 'الفائدة على المدّخرات تضيف مالًا، ولا تأخذ منه.',
            },
            explanation: {
              en: 'Savers earn interest, borrowers usually pay it, and it is shown as a percentage per year. Interest on savings adds to your money, it does not take any away.',
              fr: 'Ceux qui épargnent gagnent des intérêts, ceux qui empruntent en paient en général, et on les exprime en pourcentage par an. Les intérêts sur l’épargne s’ajoutent à ton argent : ils n’en retirent rien.',
              ar: 'المدّخرون يربحون الفائدة، والمقترضون يدفعونها عادةً، وهي تُذكر نسبةً مئوية في السنة. الفائدة على المدّخرات تزيد مالك ولا تُنقص منه شيئًا.',
            },
          },
        },
      ],
    },
  ],
};
