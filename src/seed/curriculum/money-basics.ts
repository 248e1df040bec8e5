import { md } from './md';
import type { CurriculumCourse } from './types';

/*
 * Money Basics (ages 7–9), the first starter course written again in three languages: the same course and lesson
 * slugs and the same question block ids as the English starter course seeded before it (seed-curriculum.ts), so a child's past answers
 * still belong to the same questions; amounts are `{{money …}}` instead of coins and dollars (types.ts).
 */

export const moneyBasics: CurriculumCourse = {
  slug: 'money-basics',
  title: {
    en: 'Money Basics',
    fr: 'Les bases de l’argent',
    ar: 'أساسيات المال',
  },
  summary: {
    en: 'Discover what money is, where it comes from, and how to tell the difference between needs and wants.',
    fr: 'Découvre ce qu’est l’argent, d’où il vient, et comment faire la différence entre un besoin et une envie.',
    ar: 'اكتشف ما هو المال، ومن أين يأتي، وكيف تفرّق بين الحاجات والرغبات.',
  },
  description: {
    en: 'Start your money adventure here! You will learn what money is, how coins and notes work, and the difference between things we need and things we want. Along the way you will travel back in time to see how people traded before money existed.',
    fr: 'Ton aventure avec l’argent commence ici ! Tu vas découvrir ce qu’est l’argent, comment marchent les pièces et les billets, et la différence entre ce dont on a besoin et ce dont on a envie. En chemin, tu remonteras le temps pour voir comment les gens échangeaient avant que l’argent existe.',
    ar: 'تبدأ مغامرتك مع المال من هنا! ستتعلّم ما هو المال، وكيف تعمل القطع النقدية والأوراق النقدية، والفرق بين ما نحتاج إليه وما نرغب فيه. وفي الطريق ستعود بالزمن إلى الوراء لترى كيف كان الناس يتبادلون الأشياء قبل أن يوجد المال.',
  },
  subject: 'money-basics',
  ageBand: '7-9',
  featured: true,
  lessons: [
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'what-is-money',
      title: {
        en: 'What Is Money?',
        fr: 'C’est quoi, l’argent ?',
        ar: 'ما هو المال؟',
      },
      estimatedMinutes: 5,
      xpReward: 10,
      pictures: [
        {
          name: 'at-the-shop',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FFF4D6"/><rect y="160" width="320" height="40" fill="#F2D9A6"/><rect x="180" y="26" width="124" height="7" rx="3" fill="#C98B4F"/><rect x="192" y="8" width="16" height="18" rx="3" fill="#8FD0A8"/><rect x="216" y="12" width="14" height="14" rx="3" fill="#F4A261"/><rect x="270" y="6" width="18" height="20" rx="3" fill="#9DB7F5"/><rect x="215" y="82" width="52" height="50" rx="18" fill="#4F8FD8"/><circle cx="241" cy="64" r="20" fill="#F1C28F"/><path d="M221 62a20 20 0 0 1 40 0q-20-10-40 0z" fill="#5A3A22"/><circle cx="234" cy="64" r="2.5" fill="#333"/><circle cx="248" cy="64" r="2.5" fill="#333"/><path d="M234 72q7 6 14 0" stroke="#333" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="150" y="118" width="170" height="62" rx="4" fill="#C98B4F"/><rect x="144" y="112" width="176" height="10" rx="4" fill="#A86E38"/><circle cx="205" cy="100" r="12" fill="#E2463B"/><rect x="204" y="84" width="3" height="8" fill="#5A3A22"/><ellipse cx="211" cy="88" rx="6" ry="3" fill="#4CAF50"/><rect x="232" y="104" width="28" height="8" rx="4" fill="#F1C28F"/><rect x="64" y="160" width="12" height="32" rx="4" fill="#3D5A80"/><rect x="86" y="160" width="12" height="32" rx="4" fill="#3D5A80"/><rect x="58" y="108" width="46" height="58" rx="16" fill="#F08A4B"/><circle cx="81" cy="88" r="19" fill="#C98E62"/><path d="M62 86a19 19 0 0 1 38 0q-8-8-19-6q-11-2-19 6z" fill="#2E2E2E"/><circle cx="75" cy="90" r="2.5" fill="#222"/><circle cx="88" cy="90" r="2.5" fill="#222"/><path d="M75 97q6 5 12 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="96" y="116" width="48" height="10" rx="5" fill="#F08A4B"/><circle cx="146" cy="121" r="6" fill="#C98E62"/><circle cx="156" cy="106" r="10" fill="#F5C542" stroke="#D49B1F" stroke-width="3"/></svg>',
          alt: {
            en: 'A child holds out a coin across a shop counter, where a smiling shopkeeper has a red apple ready.',
            fr: 'Un enfant tend une pièce au-dessus du comptoir d’une boutique ; derrière, le marchand souriant a préparé une pomme rouge.',
            ar: 'طفل يمدّ قطعة نقدية فوق طاولة متجر، وخلفها بائع مبتسم جهّز تفاحة حمراء.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# What is money?',
              '',
              'Money is something that everyone **agrees** to use when they swap things. When you give money to a shopkeeper, they give you a snack, a book or a toy in return.',
              '',
              'Money helps us in three big ways:',
              '',
              '- **To buy things:** we swap money for things we need or want.',
              '- **To save for later:** money keeps its value, so we can keep it and use it another day.',
              '- **To compare prices:** money tells us how much things are worth, like {{money 2}} for an apple and {{money 10}} for a book.',
            ),
            fr: md('# C’est quoi, l’argent ?', '', 'L’argent, c’est quelque chose que tout le monde **accepte** d’utiliser pour faire des échanges. Quand tu donnes de l’argent au marchand, il te donne en retour un goûter, un livre ou un jouet.', '', 'L’argent nous rend trois grands services :', '', '- **Acheter :** on échange de l’argent contre des choses dont on a besoin ou envie.', '- **Mettre de côté :** l’argent garde sa valeur, alors on peut le garder et s’en servir un autre jour.', '- **Comparer les prix :** l’argent nous dit combien valent les choses, par exemple {{money 2}} pour une pomme et {{money 10}} pour un livre.'),
            ar: md(
              '# ما هو المال؟',
              '',
              'المال شيء **يتّفق** الجميع على استخدامه عندما يتبادلون الأشياء. عندما تعطي البائع مالًا، يعطيك في المقابل وجبة خفيفة أو كتابًا أو لعبة.',
              '',
              'يساعدنا المال في ثلاثة أمور كبيرة:',
              '',
              '- **للشراء:** نبادل المال بأشياء نحتاج إليها أو نرغب فيها.',
              '- **للادّخار:** يحتفظ المال بقيمته، فنستطيع أن نحفظه ونستخدمه في يوم آخر.',
              '- **لمقارنة الأسعار:** يخبرنا المال بقيمة الأشياء، مثل {{money 2}} لتفاحة و{{money 10}} لكتاب.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'at-the-shop' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Long ago, people used shells, beads, salt and even big stones as money. Anything can work as money if everyone agrees it has value!',
            fr: 'Autrefois, on utilisait comme argent des coquillages, des perles, du sel et même de grosses pierres. N’importe quoi peut servir d’argent, du moment que tout le monde est d’accord sur sa valeur !',
            ar: 'قديمًا استخدم الناس الأصداف والخرز والملح وحتى الحجارة الكبيرة مالًا. يمكن لأيّ شيء أن يكون مالًا إذا اتّفق الجميع على أن له قيمة!',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'what-money-is',
            prompt: {
              en: 'What is money mainly used for?',
              fr: 'À quoi sert surtout l’argent ?',
              ar: 'فيمَ نستخدم المال في الغالب؟',
            },
            options: [
              { id: 'a', text: { en: 'Swapping it for things we need or want', fr: 'À l’échanger contre des choses dont on a besoin ou envie', ar: 'نبادله بأشياء نحتاج إليها أو نرغب فيها' } },
              { id: 'b', text: { en: 'Decorating our bedroom walls', fr: 'À décorer les murs de sa chambre', ar: 'نزيّن به جدران غرفتنا' } },
              { id: 'c', text: { en: 'Playing catch in the park', fr: 'À jouer à la balle au parc', ar: 'نلعب به الكرة في الحديقة' } },
            ],
            correct: 'a',
            hint: {
              en: 'Think about what happens at a shop.',
              fr: 'Pense à ce qui se passe dans un magasin.',
              ar: 'فكّر فيما يحدث في المتجر.',
            },
            explanation: {
              en: 'Money is mainly used to swap for things we need or want. The shopkeeper takes your money and gives you something in return. Great thinking!',
              fr: 'On se sert surtout de l’argent pour l’échanger contre ce dont on a besoin ou envie. Le marchand prend ton argent et te donne quelque chose en retour. Bien réfléchi !',
              ar: 'نستخدم المال في الغالب لنبادله بما نحتاج إليه أو نرغب فيه. يأخذ البائع مالك ويعطيك شيئًا في المقابل. أحسنت التفكير!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'what-money-is',
            prompt: {
              en: 'Which of these have people used as money at some time in history? Pick all that are right.',
              fr: 'Qu’est-ce que les gens ont déjà utilisé comme argent dans l’histoire ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأشياء استخدمها الناس مالًا في وقت من أوقات التاريخ؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Shells', fr: 'Des coquillages', ar: 'الأصداف' } },
              { id: 'b', text: { en: 'Salt', fr: 'Du sel', ar: 'الملح' } },
              { id: 'c', text: { en: 'Metal coins', fr: 'Des pièces en métal', ar: 'القطع النقدية المعدنية' } },
              { id: 'd', text: { en: 'Soap bubbles', fr: 'Des bulles de savon', ar: 'فقاعات الصابون' } },
            ],
            correct: ['a', 'b', 'c'],
            hint: {
              en: 'Money has to last long enough to be swapped again. Would a bubble last?',
              fr: 'L’argent doit durer assez longtemps pour être échangé encore et encore. Une bulle durerait-elle ?',
              ar: 'يجب أن يبقى المال مدةً تكفي ليُتبادَل مرة بعد مرة. هل تبقى الفقاعة طويلًا؟',
            },
            explanation: {
              en: 'Shells, salt and metal coins have all been used as money, because people agreed they had value and they lasted a long time. Soap bubbles pop too quickly to be money!',
              fr: 'Les coquillages, le sel et les pièces en métal ont tous servi d’argent : les gens étaient d’accord sur leur valeur, et ils duraient longtemps. Les bulles de savon, elles, éclatent bien trop vite !',
              ar: 'استُخدمت الأصداف والملح والقطع المعدنية كلها مالًا، لأن الناس اتّفقوا على قيمتها ولأنها تدوم طويلًا. أمّا فقاعات الصابون فتنفجر بسرعة كبيرة!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'what-money-is',
            prompt: {
              en: 'True or false: money has always been made of paper notes and metal coins.',
              fr: 'Vrai ou faux : l’argent a toujours été fait de billets en papier et de pièces en métal.',
              ar: 'صواب أم خطأ: كان المال دائمًا أوراقًا نقدية وقطعًا معدنية.',
            },
            correct: false,
            hint: {
              en: 'Look back at the fact box above.',
              fr: 'Relis l’encadré juste au-dessus.',
              ar: 'عُد إلى مربّع المعلومة في الأعلى.',
            },
            explanation: {
              en: 'False! People used lots of different things as money before coins and notes, like shells and salt. Today a lot of money is even digital, stored on computers and cards.',
              fr: 'Faux ! Avant les pièces et les billets, on a utilisé plein d’autres choses, comme des coquillages et du sel. Aujourd’hui, une grande partie de l’argent est même numérique : il est enregistré dans des ordinateurs et on l’utilise avec des cartes.',
              ar: 'خطأ! استخدم الناس أشياء كثيرة مالًا قبل القطع والأوراق النقدية، مثل الأصداف والملح. واليوم صار كثير من المال رقميًّا أيضًا، محفوظًا في الحواسيب ونستخدمه بالبطاقات.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'what-money-is',
            prompt: {
              en: 'An apple costs {{money 2}}. How much money do you need to buy 4 apples?',
              fr: 'Une pomme coûte {{money 2}}. Combien d’argent te faut-il pour acheter 4 pommes ?',
              ar: 'ثمن التفاحة {{money 2}}. كم تحتاج من المال لتشتري 4 تفاحات؟',
            },
            correct: 8,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Add the price of one apple four times: 2 + 2 + 2 + 2.',
              fr: 'Ajoute le prix d’une pomme quatre fois : 2 + 2 + 2 + 2.',
              ar: 'اجمع ثمن تفاحة واحدة أربع مرات: 2 + 2 + 2 + 2.',
            },
            explanation: {
              en: 'Each apple costs {{money 2}}, so 4 apples cost 4 × 2 = {{money 8}}. Money helps us work out prices like this. Well done!',
              fr: 'Chaque pomme coûte {{money 2}}, donc 4 pommes coûtent 4 × 2 = {{money 8}}. L’argent nous aide à calculer des prix comme celui-là. Bravo !',
              ar: 'ثمن كل تفاحة {{money 2}}، إذن ثمن 4 تفاحات هو 4 × 2 = {{money 8}}. يساعدنا المال على حساب الأسعار هكذا. أحسنت!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'what-money-is',
            prompt: {
              en: 'True or false: you can keep money in a safe place and use it another day.',
              fr: 'Vrai ou faux : on peut garder de l’argent dans un endroit sûr et s’en servir un autre jour.',
              ar: 'صواب أم خطأ: يمكنك أن تحفظ المال في مكان آمن وتستخدمه في يوم آخر.',
            },
            correct: true,
            hint: {
              en: 'Look at the three big ways money helps us.',
              fr: 'Regarde les trois grands services que nous rend l’argent.',
              ar: 'انظر إلى الأمور الثلاثة الكبيرة التي يساعدنا فيها المال.',
            },
            explanation: {
              en: 'True! Money keeps its value, so you can save it today and spend it later, for example on something bigger you are saving up for.',
              fr: 'Vrai ! L’argent garde sa valeur : tu peux le mettre de côté aujourd’hui et le dépenser plus tard, par exemple pour quelque chose de plus gros que tu as envie de t’offrir.',
              ar: 'صواب! يحتفظ المال بقيمته، فيمكنك أن تدّخره اليوم وتنفقه لاحقًا، مثلًا على شيء أكبر تجمع المال من أجله.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'needs-and-wants',
      title: {
        en: 'Needs and Wants',
        fr: 'Besoins et envies',
        ar: 'الحاجات والرغبات',
      },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'needs-and-wants',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#EAF4FB"/><rect x="12" y="14" width="142" height="172" rx="14" fill="#DDF1E0"/><rect x="166" y="14" width="142" height="172" rx="14" fill="#FBE3EC"/><path d="M28 74L60 44L92 74z" fill="#C8553D"/><rect x="36" y="72" width="48" height="42" fill="#F4A261"/><rect x="54" y="90" width="12" height="24" rx="2" fill="#6D4C41"/><rect x="40" y="80" width="10" height="10" fill="#BFE3F7"/><path d="M104 72h28l-4 44h-20z" fill="#E6F4FB" stroke="#7FB8D9" stroke-width="2"/><path d="M106 86h24l-3 30h-18z" fill="#7FC4EC"/><path d="M44 138a38 26 0 0 0 76 0z" fill="#FFFFFF" stroke="#B0B0B0" stroke-width="2"/><ellipse cx="82" cy="138" rx="38" ry="6" fill="#F4C95D"/><path d="M70 128q4-8 0-14M86 128q4-8 0-14" stroke="#B0B0B0" stroke-width="2" fill="none"/><path d="M212 30L240 66L212 108L184 66z" fill="#7B61FF"/><path d="M212 30V108M184 66H240" stroke="#FFFFFF" stroke-width="2"/><path d="M212 108q12 14 0 28q-12 14 0 28" stroke="#7B61FF" stroke-width="3" fill="none"/><path d="M206 124l12 4l-12 4zM206 150l12 4l-12 4z" fill="#FFB020"/><rect x="272" y="60" width="4" height="52" rx="2" fill="#BDBDBD"/><circle cx="274" cy="50" r="18" fill="#FF9FCB"/><path d="M274 50m-10 0a10 10 0 1 1 10 10a6 6 0 1 1-6-6" stroke="#FFFFFF" stroke-width="3" fill="none"/><circle cx="262" cy="150" r="24" fill="#FF6B6B"/><path d="M238 150h48M262 126q14 24 0 48" stroke="#FFFFFF" stroke-width="3" fill="none"/></svg>',
          alt: {
            en: 'Two panels: on the left a small house, a glass of water and a bowl of soup; on the right a kite, a lollipop and a ball.',
            fr: 'Deux cadres : à gauche, une petite maison, un verre d’eau et un bol de soupe ; à droite, un cerf-volant, une sucette et un ballon.',
            ar: 'لوحتان: على اليسار بيت صغير وكأس ماء وصحن حساء، وعلى اليمين طائرة ورقية ومصّاصة وكرة.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Needs and wants',
              '',
              'A **need** is something you must have to live and stay healthy and safe. A **want** is something that would be nice to have, but you can live without it.',
              '',
              '- **Needs:** food, water, a home, clothes to keep you warm, medicine when you are sick.',
              '- **Wants:** toys, sweets, video games, a new bike when your old one still works.',
              '',
              'Wants are not bad! It is fun to have some wants. But when money is limited, we take care of our **needs first**.',
            ),
            fr: md('# Besoins et envies', '', 'Un **besoin**, c’est ce qu’il te faut pour vivre, rester en bonne santé et être en sécurité. Une **envie**, c’est quelque chose qui te ferait plaisir, mais dont tu peux te passer.', '', '- **Besoins :** la nourriture, l’eau, un logement, des vêtements chauds, des médicaments quand on est malade.', '- **Envies :** des jouets, des bonbons, des jeux vidéo, un nouveau vélo alors que l’ancien roule encore très bien.', '', 'Avoir des envies, ce n’est pas mal ! C’est même agréable. Mais quand on n’a pas beaucoup d’argent, on s’occupe **d’abord des besoins**.'),
            ar: md(
              '# الحاجات والرغبات',
              '',
              '**الحاجة** شيء لا بدّ لك منه لتعيش وتبقى بصحة جيدة وفي أمان. أمّا **الرغبة** فشيء جميل أن تملكه، لكنك تستطيع أن تعيش من دونه.',
              '',
              '- **الحاجات:** الطعام، والماء، والبيت، والملابس التي تدفئك، والدواء عندما تمرض.',
              '- **الرغبات:** الألعاب، والحلوى، وألعاب الفيديو، ودرّاجة جديدة بينما درّاجتك القديمة ما زالت تعمل.',
              '',
              'الرغبات ليست أمرًا سيئًا! من الممتع أن تكون لنا بعض الرغبات. لكن عندما يكون المال قليلًا، نهتمّ **بالحاجات أولًا**.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'needs-and-wants' },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Before you buy something, ask yourself: **"Do I need this, or do I want this?"** This one little question is a money superpower.',
            fr: 'Avant d’acheter quelque chose, pose-toi la question : **« J’en ai besoin, ou j’en ai juste envie ? »** Cette petite question, c’est un super-pouvoir pour bien gérer ton argent.',
            ar: 'قبل أن تشتري شيئًا، اسأل نفسك: **«هل أحتاج إلى هذا، أم أرغب فيه فقط؟»** هذا السؤال الصغير قوّة خارقة في التعامل مع المال.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'needs-and-wants',
            prompt: {
              en: 'Which of these are needs? Pick all that are right.',
              fr: 'Lesquels sont des besoins ? Choisis toutes les bonnes réponses.',
              ar: 'أيّها حاجات؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Drinking water', fr: 'De l’eau à boire', ar: 'ماء للشرب' } },
              { id: 'b', text: { en: 'A warm coat in winter', fr: 'Un manteau chaud en hiver', ar: 'معطف دافئ في الشتاء' } },
              { id: 'c', text: { en: 'A sticker collection', fr: 'Une collection d’autocollants', ar: 'مجموعة ملصقات' } },
              { id: 'd', text: { en: 'Healthy food', fr: 'Des aliments sains', ar: 'طعام صحي' } },
              { id: 'e', text: { en: 'A new video game', fr: 'Un nouveau jeu vidéo', ar: 'لعبة فيديو جديدة' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Which ones help you stay alive, healthy and safe?',
              fr: 'Lesquels t’aident à vivre, à rester en bonne santé et en sécurité ?',
              ar: 'أيّها يساعدك على أن تعيش وتبقى بصحة جيدة وفي أمان؟',
            },
            explanation: {
              en: 'Water, a warm coat in winter and healthy food are needs, because they keep you healthy and safe. Stickers and video games are wants: fun to have, but you can live without them.',
              fr: 'L’eau, un manteau chaud en hiver et des aliments sains sont des besoins : ils te gardent en bonne santé et en sécurité. Les autocollants et les jeux vidéo sont des envies : c’est amusant, mais on peut s’en passer.',
              ar: 'الماء والمعطف الدافئ في الشتاء والطعام الصحي حاجات، لأنها تحفظ صحتك وسلامتك. أمّا الملصقات وألعاب الفيديو فرغبات: ممتعة، لكنك تستطيع أن تعيش من دونها.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'needs-and-wants',
            prompt: {
              en: 'Sam has a bike that works well, but Sam would like a shiny new one. Is the new bike a need or a want?',
              fr: 'Léo a un vélo qui marche bien, mais il aimerait en avoir un tout neuf et brillant. Le nouveau vélo, c’est un besoin ou une envie ?',
              ar: 'عند سامي درّاجة تعمل جيدًا، لكنه يتمنّى درّاجة جديدة لامعة. هل الدرّاجة الجديدة حاجة أم رغبة؟',
            },
            options: [
              { id: 'a', text: { en: 'A need', fr: 'Un besoin', ar: 'حاجة' } },
              { id: 'b', text: { en: 'A want', fr: 'Une envie', ar: 'رغبة' } },
            ],
            correct: 'b',
            hint: {
              en: 'Does Sam already have a bike that works?',
              fr: 'Est-ce que Léo a déjà un vélo qui marche ?',
              ar: 'هل يملك سامي درّاجة تعمل؟',
            },
            explanation: {
              en: 'It is a want. Sam already has a bike that works, so the shiny new one would be nice but is not needed. It is fine to want it, and Sam could save up for it!',
              fr: 'C’est une envie. Léo a déjà un vélo qui roule : le nouveau serait chouette, mais il n’en a pas besoin. Ce n’est pas grave d’en avoir envie, et Léo pourrait économiser pour se l’offrir !',
              ar: 'إنها رغبة. فسامي يملك درّاجة تعمل، والدرّاجة الجديدة اللامعة جميلة لكنه لا يحتاج إليها. لا بأس أن يرغب فيها، ويمكنه أن يدّخر المال ليشتريها!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'needs-and-wants',
            prompt: {
              en: 'True or false: it is always wrong to spend money on wants.',
              fr: 'Vrai ou faux : c’est toujours mal de dépenser de l’argent pour ses envies.',
              ar: 'صواب أم خطأ: إنفاق المال على الرغبات خطأ دائمًا.',
            },
            correct: false,
            hint: {
              en: 'Remember what the lesson said about wants.',
              fr: 'Souviens-toi de ce que dit la leçon sur les envies.',
              ar: 'تذكّر ما قاله الدرس عن الرغبات.',
            },
            explanation: {
              en: 'False! Wants can make life fun. The smart way is to take care of needs first, then use some money for wants. That way you get both.',
              fr: 'Faux ! Les envies rendent la vie plus amusante. Le plus malin, c’est de s’occuper d’abord des besoins, puis de garder un peu d’argent pour ses envies. Comme ça, on a les deux.',
              ar: 'خطأ! الرغبات تجعل الحياة ممتعة. والتصرّف الذكي أن تهتمّ بالحاجات أولًا، ثم تستخدم بعض المال للرغبات. وهكذا تحصل على الاثنين.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'needs-and-wants',
            prompt: {
              en: 'You have {{money 10}}. Lunch costs {{money 6}}. After you buy lunch, how much money is left for a want?',
              fr: 'Tu as {{money 10}}. Le déjeuner coûte {{money 6}}. Une fois le déjeuner payé, combien d’argent te reste-t-il pour une envie ?',
              ar: 'معك {{money 10}}. ثمن الغداء {{money 6}}. بعد أن تشتري الغداء، كم يبقى معك من المال لرغبة ما؟',
            },
            correct: 4,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Take the cost of lunch away from 10.',
              fr: 'Enlève le prix du déjeuner à 10.',
              ar: 'اطرح ثمن الغداء من 10.',
            },
            explanation: {
              en: 'You start with {{money 10}} and lunch costs {{money 6}}, so 10 − 6 = {{money 4}} is left. You paid for your need first. Smart choice!',
              fr: 'Tu avais {{money 10}} et le déjeuner coûte {{money 6}}, donc il te reste 10 − 6 = {{money 4}}. Tu as payé ton besoin en premier. Bien joué !',
              ar: 'بدأتَ ومعك {{money 10}}، وثمن الغداء {{money 6}}، إذن يبقى معك 10 − 6 = {{money 4}}. دفعتَ ثمن حاجتك أولًا. اختيار ذكي!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'making-choices',
            prompt: {
              en: 'Zoe has {{money 5}} of pocket money. She needs a new pencil for school and would like some stickers. Put her plan in a sensible order.',
              fr: 'Chloé a {{money 5}} d’argent de poche. Il lui faut un crayon neuf pour l’école, et elle a envie d’autocollants. Remets son plan dans le bon ordre.',
              ar: 'مع ليلى {{money 5}} مصروفًا. تحتاج إلى قلم جديد للمدرسة، وترغب في بعض الملصقات. رتّب خطّتها ترتيبًا مناسبًا.',
            },
            items: [
              { id: 'a', text: { en: 'Buy the stickers if there is enough money left', fr: 'Acheter les autocollants s’il reste assez d’argent', ar: 'تشتري الملصقات إن بقي معها ما يكفي' } },
              { id: 'b', text: { en: 'Count her money', fr: 'Compter son argent', ar: 'تعدّ مالها' } },
              { id: 'c', text: { en: 'Buy the pencil', fr: 'Acheter le crayon', ar: 'تشتري القلم' } },
              { id: 'd', text: { en: 'Work out how much is left', fr: 'Calculer ce qui reste', ar: 'تحسب ما بقي معها' } },
            ],
            correctOrder: ['b', 'c', 'd', 'a'],
            hint: {
              en: 'You can only make a plan once you know how much you have.',
              fr: 'On ne peut faire un plan qu’une fois qu’on sait combien on a.',
              ar: 'لا تستطيع أن تخطّط إلا بعد أن تعرف كم معك.',
            },
            explanation: {
              en: 'First Zoe counts her money, then she buys the pencil she needs, works out what is left, and only then thinks about stickers. Needs first, wants after: a great plan!',
              fr: 'D’abord Chloé compte son argent, puis elle achète le crayon dont elle a besoin, calcule ce qui lui reste, et seulement après, elle pense aux autocollants. Les besoins d’abord, les envies ensuite : c’est un super plan !',
              ar: 'أولًا تعدّ ليلى مالها، ثم تشتري القلم الذي تحتاج إليه، ثم تحسب ما بقي، وبعد ذلك فقط تفكّر في الملصقات. الحاجات أولًا ثم الرغبات: خطّة رائعة!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'coins-and-notes',
      title: {
        en: 'Coins and Notes',
        fr: 'Les pièces et les billets',
        ar: 'القطع والأوراق النقدية',
      },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'coins-and-a-note',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#EEF7EE"/><ellipse cx="160" cy="178" rx="140" ry="12" fill="#D6EBD6"/><g transform="rotate(-8 110 100)"><rect x="30" y="58" width="160" height="86" rx="8" fill="#5FB36B"/><rect x="40" y="68" width="140" height="66" rx="5" fill="none" stroke="#DFF3E2" stroke-width="3"/><ellipse cx="110" cy="101" rx="24" ry="22" fill="#8ED19A"/><circle cx="60" cy="101" r="8" fill="#8ED19A"/><circle cx="160" cy="101" r="8" fill="#8ED19A"/></g><circle cx="236" cy="124" r="32" fill="#F5C542"/><circle cx="236" cy="124" r="24" fill="none" stroke="#D49B1F" stroke-width="3"/><circle cx="284" cy="92" r="18" fill="#C9CED6"/><circle cx="284" cy="92" r="12" fill="none" stroke="#9AA1AC" stroke-width="2"/><circle cx="282" cy="150" r="24" fill="#C9CED6"/><circle cx="282" cy="150" r="17" fill="none" stroke="#9AA1AC" stroke-width="3"/><circle cx="200" cy="166" r="14" fill="#F5C542"/><circle cx="200" cy="166" r="9" fill="none" stroke="#D49B1F" stroke-width="2"/><circle cx="248" cy="64" r="12" fill="#E0A458"/><circle cx="248" cy="64" r="7" fill="none" stroke="#B8793A" stroke-width="2"/></svg>',
          alt: {
            en: 'A green banknote lying beside a little pile of gold, silver and copper coins of different sizes.',
            fr: 'Un billet vert posé à côté d’un petit tas de pièces dorées, argentées et cuivrées, de différentes tailles.',
            ar: 'ورقة نقدية خضراء بجانب كومة صغيرة من القطع النقدية الذهبية والفضية والنحاسية بأحجام مختلفة.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Coins and notes',
              '',
              'Money comes in two main shapes you can hold:',
              '',
              '- **Coins** are small, round and made of metal. They are usually used for smaller amounts.',
              '- **Notes** (also called bills) are made of special paper or plastic. They are usually used for bigger amounts.',
              '',
              'Each coin and note has a **value** printed on it. To count money, we add up the values, not the number of pieces. Five small coins can be worth less than one note!',
            ),
            fr: md('# Les pièces et les billets', '', 'L’argent qu’on peut tenir dans la main a deux formes principales :', '', '- Les **pièces** sont petites, rondes et en métal. On s’en sert plutôt pour les petites sommes.', '- Les **billets** sont en papier spécial ou en plastique. On s’en sert plutôt pour les grosses sommes.', '', 'Sur chaque pièce et chaque billet est écrite sa **valeur**. Pour compter de l’argent, on additionne les valeurs, pas le nombre de pièces. Cinq petites pièces peuvent valoir moins qu’un seul billet !'),
            ar: md(
              '# القطع النقدية والأوراق النقدية',
              '',
              'للمال الذي نمسكه بأيدينا شكلان رئيسيان:',
              '',
              '- **القطع النقدية** صغيرة ومستديرة ومصنوعة من المعدن. نستخدمها عادةً للمبالغ الصغيرة.',
              '- **الأوراق النقدية** مصنوعة من ورق خاص أو من البلاستيك. نستخدمها عادةً للمبالغ الكبيرة.',
              '',
              'على كل قطعة وكل ورقة **قيمة** مطبوعة. لنعدّ المال نجمع القيم، لا عدد القطع. فخمس قطع صغيرة قد تساوي أقلّ من ورقة واحدة!',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'coins-and-a-note' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'The size of a coin does not always tell you its value. In some countries a small coin is worth more than a bigger one, so always read the number on it.',
            fr: 'La taille d’une pièce ne dit pas toujours combien elle vaut. Dans certains pays, une petite pièce vaut plus qu’une grande : lis toujours le nombre écrit dessus.',
            ar: 'حجم القطعة النقدية لا يدلّ دائمًا على قيمتها. ففي بعض البلدان تساوي قطعة صغيرة أكثر من قطعة أكبر منها، لذلك اقرأ دائمًا الرقم المكتوب عليها.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'counting-money',
            prompt: {
              en: 'You have 3 coins worth {{money 0.05}} each and 2 coins worth {{money 0.01}} each. How much money do you have in total?',
              fr: 'Tu as 3 pièces de {{money 0.05}} et 2 pièces de {{money 0.01}}. Combien d’argent as-tu en tout ?',
              ar: 'معك 3 قطع نقدية قيمة كلٍّ منها {{money 0.05}}، وقطعتان قيمة كلٍّ منهما {{money 0.01}}. كم معك من المال في المجموع؟',
            },
            correct: 0.17,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'First add up the {{money 0.05}} coins, then add the {{money 0.01}} coins.',
              fr: 'Additionne d’abord les pièces de {{money 0.05}}, puis ajoute les pièces de {{money 0.01}}.',
              ar: 'اجمع أولًا القطع التي قيمتها {{money 0.05}}، ثم أضف القطع التي قيمتها {{money 0.01}}.',
            },
            explanation: {
              en: 'Three coins of {{money 0.05}} make {{money 0.15}}, and two coins of {{money 0.01}} make {{money 0.02}}. Together that is {{money 0.17}}. Great counting!',
              fr: 'Trois pièces de {{money 0.05}} font {{money 0.15}}, et deux pièces de {{money 0.01}} font {{money 0.02}}. En tout, cela fait {{money 0.17}}. Bien compté !',
              ar: 'ثلاث قطع من فئة {{money 0.05}} تساوي {{money 0.15}}، وقطعتان من فئة {{money 0.01}} تساويان {{money 0.02}}. والمجموع {{money 0.17}}. عدّ ممتاز!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'counting-money',
            prompt: {
              en: 'Put these amounts in order from the smallest value to the biggest value.',
              fr: 'Range ces sommes de la plus petite à la plus grande.',
              ar: 'رتّب هذه المبالغ من الأصغر قيمةً إلى الأكبر.',
            },
            items: [
              { id: 'a', text: { en: 'A {{money 10}} note', fr: 'Un billet de {{money 10}}', ar: 'ورقة نقدية من فئة {{money 10}}' } },
              { id: 'b', text: { en: 'A {{money 0.01}} coin', fr: 'Une pièce de {{money 0.01}}', ar: 'قطعة نقدية من فئة {{money 0.01}}' } },
              { id: 'c', text: { en: 'A {{money 1}} coin', fr: 'Une pièce de {{money 1}}', ar: 'قطعة نقدية من فئة {{money 1}}' } },
              { id: 'd', text: { en: 'A {{money 0.10}} coin', fr: 'Une pièce de {{money 0.10}}', ar: 'قطعة نقدية من فئة {{money 0.10}}' } },
            ],
            correctOrder: ['b', 'd', 'c', 'a'],
            hint: {
              en: 'A hundred coins of {{money 0.01}} make {{money 1}}.',
              fr: 'Il faut cent pièces de {{money 0.01}} pour faire {{money 1}}.',
              ar: 'مئة قطعة من فئة {{money 0.01}} تساوي {{money 1}}.',
            },
            explanation: {
              en: 'From smallest to biggest: {{money 0.01}}, {{money 0.10}}, {{money 1}}, then {{money 10}}. Reading the value on the money is the key. Nice work!',
              fr: 'De la plus petite à la plus grande : {{money 0.01}}, {{money 0.10}}, {{money 1}}, puis {{money 10}}. Le secret, c’est de lire la valeur écrite sur l’argent. Beau travail !',
              ar: 'من الأصغر إلى الأكبر: {{money 0.01}}، ثم {{money 0.10}}، ثم {{money 1}}، ثم {{money 10}}. السرّ أن تقرأ القيمة المكتوبة على المال. عمل رائع!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'counting-money',
            prompt: {
              en: 'True or false: a bigger coin is always worth more than a smaller coin.',
              fr: 'Vrai ou faux : une grosse pièce vaut toujours plus qu’une petite.',
              ar: 'صواب أم خطأ: القطعة النقدية الكبيرة تساوي دائمًا أكثر من الصغيرة.',
            },
            correct: false,
            hint: {
              en: 'Read the fact box again.',
              fr: 'Relis l’encadré.',
              ar: 'اقرأ مربّع المعلومة مرة أخرى.',
            },
            explanation: {
              en: 'False! The value is printed on the coin, and it does not depend on its size. Some small coins are worth more than bigger ones, so always check the number.',
              fr: 'Faux ! La valeur est écrite sur la pièce, et elle ne dépend pas de sa taille. Certaines petites pièces valent plus que des grosses : vérifie toujours le nombre.',
              ar: 'خطأ! القيمة مكتوبة على القطعة، ولا تتعلّق بحجمها. بعض القطع الصغيرة تساوي أكثر من قطع أكبر منها، فتحقّق دائمًا من الرقم.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'counting-money',
            prompt: {
              en: 'Mia has ten coins worth {{money 0.10}} each. How much money is that?',
              fr: 'Inès a dix pièces de {{money 0.10}}. Combien d’argent cela fait-il ?',
              ar: 'مع مريم عشر قطع نقدية، قيمة كلٍّ منها {{money 0.10}}. كم يساوي ذلك من المال؟',
            },
            options: [
              { id: 'a', text: { en: 'Just {{money 0.10}}', fr: 'Seulement {{money 0.10}}', ar: '{{money 0.10}} فقط' } },
              { id: 'b', text: { en: 'It makes {{money 0.50}}', fr: 'Cela fait {{money 0.50}}', ar: 'يساوي {{money 0.50}}' } },
              { id: 'c', text: { en: 'It makes {{money 1}}', fr: 'Cela fait {{money 1}}', ar: 'يساوي {{money 1}}' } },
            ],
            correct: 'c',
            hint: {
              en: 'Count up in steps of {{money 0.10}}, ten times.',
              fr: 'Avance de {{money 0.10}} à chaque pièce, dix fois de suite.',
              ar: 'عُدّ بخطوات من {{money 0.10}}، عشر مرات.',
            },
            explanation: {
              en: 'Ten coins of {{money 0.10}} make {{money 1}}. Lots of small coins can add up to something bigger!',
              fr: 'Dix pièces de {{money 0.10}} font {{money 1}}. Beaucoup de petites pièces, ça finit par faire une belle somme !',
              ar: 'عشر قطع من فئة {{money 0.10}} تساوي {{money 1}}. القطع الصغيرة الكثيرة تصنع معًا مبلغًا أكبر!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'counting-money',
            prompt: {
              en: 'Which of these make exactly {{money 1}}? Pick all that are right.',
              fr: 'Lesquels font exactement {{money 1}} ? Choisis toutes les bonnes réponses.',
              ar: 'أيّها يساوي {{money 1}} تمامًا؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Two coins of {{money 0.50}}', fr: 'Deux pièces de {{money 0.50}}', ar: 'قطعتان من فئة {{money 0.50}}' } },
              { id: 'b', text: { en: 'Ten coins of {{money 0.10}}', fr: 'Dix pièces de {{money 0.10}}', ar: 'عشر قطع من فئة {{money 0.10}}' } },
              { id: 'c', text: { en: 'Five coins of {{money 0.10}}', fr: 'Cinq pièces de {{money 0.10}}', ar: 'خمس قطع من فئة {{money 0.10}}' } },
              { id: 'd', text: { en: 'A hundred coins of {{money 0.01}}', fr: 'Cent pièces de {{money 0.01}}', ar: 'مئة قطعة من فئة {{money 0.01}}' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Add up each group, one coin at a time.',
              fr: 'Additionne chaque groupe, pièce par pièce.',
              ar: 'اجمع كل مجموعة، قطعةً بعد قطعة.',
            },
            explanation: {
              en: 'Two coins of {{money 0.50}}, ten coins of {{money 0.10}} and a hundred coins of {{money 0.01}} all make {{money 1}}. Five coins of {{money 0.10}} make only {{money 0.50}}. There are many ways to make the same amount!',
              fr: 'Deux pièces de {{money 0.50}}, dix pièces de {{money 0.10}} et cent pièces de {{money 0.01}} font toutes {{money 1}}. Cinq pièces de {{money 0.10}} ne font que {{money 0.50}}. Il y a plein de façons de faire la même somme !',
              ar: 'قطعتان من فئة {{money 0.50}}، وعشر قطع من فئة {{money 0.10}}، ومئة قطعة من فئة {{money 0.01}}: كلها تساوي {{money 1}}. أمّا خمس قطع من فئة {{money 0.10}} فتساوي {{money 0.50}} فقط. هناك طرق كثيرة لتكوين المبلغ نفسه!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'where-money-comes-from',
      title: {
        en: 'Where Does Money Come From?',
        fr: 'D’où vient l’argent ?',
        ar: 'من أين يأتي المال؟',
      },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'bakery-stall',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FDF0E1"/><rect x="20" y="20" width="280" height="34" fill="#FFFFFF"/><path d="M20 20h35v34h-35zM90 20h35v34h-35zM160 20h35v34h-35zM230 20h35v34h-35z" fill="#E76F51"/><path d="M20 54a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0a17.5 10 0 0 0 35 0z" fill="#E76F51"/><rect x="136" y="104" width="52" height="40" rx="16" fill="#FFFFFF" stroke="#E0D4C4" stroke-width="2"/><circle cx="162" cy="92" r="19" fill="#D9A06F"/><path d="M144 76a10 10 0 0 1 8-14a12 12 0 0 1 20 0a10 10 0 0 1 8 14z" fill="#FFFFFF" stroke="#E0D4C4" stroke-width="2"/><circle cx="155" cy="93" r="2.5" fill="#333"/><circle cx="169" cy="93" r="2.5" fill="#333"/><path d="M155 100q7 6 14 0" stroke="#333" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="20" y="134" width="280" height="56" rx="4" fill="#B5835A"/><rect x="14" y="128" width="292" height="10" rx="4" fill="#8C5E3C"/><ellipse cx="60" cy="120" rx="30" ry="13" fill="#D9A25F"/><path d="M46 114l6 10M58 112l6 10M70 114l6 10" stroke="#B07A3A" stroke-width="3" stroke-linecap="round"/><ellipse cx="108" cy="122" rx="18" ry="11" fill="#C98B4F"/><ellipse cx="216" cy="120" rx="32" ry="12" fill="#E3B46E"/><path d="M196 116l8 8M212 114l8 8M228 116l8 8" stroke="#B07A3A" stroke-width="3" stroke-linecap="round"/><circle cx="268" cy="122" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><circle cx="284" cy="124" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/><circle cx="276" cy="114" r="7" fill="#C9CED6" stroke="#9AA1AC" stroke-width="2"/></svg>',
          alt: {
            en: 'A smiling baker in a white hat behind a stall of fresh loaves under a striped awning, with a few coins on the counter.',
            fr: 'Un boulanger souriant coiffé d’une toque blanche, derrière un étal de pains frais sous un auvent rayé, avec quelques pièces sur le comptoir.',
            ar: 'خبّاز مبتسم يعتمر قبّعة بيضاء خلف منضدة عليها أرغفة طازجة تحت مظلّة مخطّطة، وعلى المنضدة بعض القطع النقدية.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Where does money come from?',
              '',
              'Coins and notes are made in special, safe places approved by the **government**. Coins are made at a place called a **mint**, and notes are printed with clever designs that are very hard to copy.',
              '',
              'But how does money get to **people**? Mostly, people **earn** it by doing work:',
              '',
              '- A baker earns money by making and selling bread.',
              '- A nurse earns money by caring for patients.',
              '- Kids might earn a little by doing extra jobs at home or helping a neighbour.',
              '',
              'Sometimes people also get money as a **gift** or as pocket money.',
            ),
            fr: md('# D’où vient l’argent ?', '', 'Les pièces et les billets sont fabriqués dans des lieux spéciaux et bien protégés, sous le contrôle de l’**État**. Les pièces sont frappées dans un atelier qu’on appelle la **Monnaie**, et les billets sont imprimés avec des dessins très astucieux, presque impossibles à copier.', '', 'Mais comment l’argent arrive-t-il jusqu’aux **gens** ? La plupart du temps, on le **gagne** en travaillant :', '', '- La boulangère gagne de l’argent en faisant et en vendant du pain.', '- L’infirmier gagne de l’argent en soignant des malades.', '- Les enfants peuvent gagner un peu d’argent en rendant des services en plus à la maison ou en aidant un voisin.', '', 'Parfois, on reçoit aussi de l’argent en **cadeau** ou comme argent de poche.'),
            ar: md(
              '# من أين يأتي المال؟',
              '',
              'تُصنع القطع والأوراق النقدية في أماكن خاصة ومحميّة توافق عليها **الدولة**. تُسكّ القطع النقدية في مكان اسمه **دار سكّ العملة**، وتُطبع الأوراق النقدية برسوم ذكية يصعب جدًّا تقليدها.',
              '',
              'لكن كيف يصل المال إلى **الناس**؟ في الغالب **يكسبه** الناس بالعمل:',
              '',
              '- الخبّاز يكسب المال بصنع الخبز وبيعه.',
              '- الممرّضة تكسب المال بالعناية بالمرضى.',
              '- وقد يكسب الأطفال قليلًا من المال بأعمال إضافية في البيت أو بمساعدة جار.',
              '',
              'وأحيانًا يحصل الناس على المال **هديةً** أو مصروفًا.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'bakery-stall' },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Banks keep money safe for people. When grown-ups get paid, the money often goes straight into a bank account instead of their pocket.',
            fr: 'Les banques gardent l’argent des gens en sécurité. Quand les adultes sont payés, leur argent va souvent directement sur un compte en banque, au lieu d’arriver dans leur poche.',
            ar: 'تحفظ البنوك مال الناس في أمان. وعندما يتقاضى الكبار أجرهم، يذهب المال غالبًا مباشرةً إلى حساب في البنك بدلًا من جيوبهم.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'ways-to-earn',
            prompt: {
              en: 'What is the most common way grown-ups get money?',
              fr: 'Comment la plupart des adultes obtiennent-ils de l’argent ?',
              ar: 'ما الطريقة الأكثر شيوعًا التي يحصل بها الكبار على المال؟',
            },
            options: [
              { id: 'a', text: { en: 'They find it on the ground', fr: 'Ils le trouvent par terre', ar: 'يجدونه على الأرض' } },
              { id: 'b', text: { en: 'They earn it by working', fr: 'Ils le gagnent en travaillant', ar: 'يكسبونه بالعمل' } },
              { id: 'c', text: { en: 'They grow it on trees', fr: 'Ils le font pousser sur les arbres', ar: 'يزرعونه على الأشجار' } },
            ],
            correct: 'b',
            hint: {
              en: 'Think about the baker and the nurse.',
              fr: 'Pense à la boulangère et à l’infirmier.',
              ar: 'فكّر في الخبّاز والممرّضة.',
            },
            explanation: {
              en: 'Most grown-ups earn money by working. They do a job and get paid for their time and skills. Good job!',
              fr: 'La plupart des adultes gagnent leur argent en travaillant. Ils font un métier et sont payés pour leur temps et leur savoir-faire. Bien vu !',
              ar: 'معظم الكبار يكسبون المال بالعمل. يؤدّون عملًا ويتقاضون أجرًا مقابل وقتهم ومهاراتهم. أحسنت!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'ways-to-earn',
            prompt: {
              en: 'Which of these are ways a kid might earn a little money? Pick all that are right.',
              fr: 'Lesquelles sont des façons, pour un enfant, de gagner un peu d’argent ? Choisis toutes les bonnes réponses.',
              ar: 'أيّها طرق يمكن أن يكسب بها طفل قليلًا من المال؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Doing extra jobs at home that a grown-up agrees to pay for', fr: 'Rendre des services en plus à la maison, qu’un adulte a accepté de payer', ar: 'أعمال إضافية في البيت يوافق أحد الكبار على أن يدفع مقابلها' } },
              { id: 'b', text: { en: 'Selling homemade crafts at a school fair', fr: 'Vendre des objets faits main à la kermesse de l’école', ar: 'بيع أشغال يدوية من صنعه في سوق المدرسة الخيري' } },
              { id: 'c', text: { en: 'Taking coins from a sibling without asking', fr: 'Prendre des pièces à son frère ou à sa sœur sans demander', ar: 'أخذ قطع نقدية من أخيه أو أخته دون استئذان' } },
              { id: 'd', text: { en: "Helping a neighbour water their plants (with a grown-up's OK)", fr: 'Aider un voisin à arroser ses plantes (avec l’accord d’un adulte)', ar: 'مساعدة جار في سقي نباتاته (بموافقة أحد الكبار)' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Earning means doing something useful in return for money.',
              fr: 'Gagner de l’argent, c’est faire quelque chose d’utile en échange.',
              ar: 'الكسب يعني أن تقدّم شيئًا مفيدًا مقابل المال.',
            },
            explanation: {
              en: 'Extra jobs, selling crafts and helping a neighbour are all ways to earn money fairly. Taking money without asking is not earning, and it is not fair. Always check with a grown-up before starting a money job.',
              fr: 'Les services en plus, la vente d’objets faits main et l’aide au voisin sont des façons honnêtes de gagner de l’argent. Prendre de l’argent sans demander, ce n’est pas gagner, et ce n’est pas juste. Demande toujours à un adulte avant de commencer un petit travail payé.',
              ar: 'الأعمال الإضافية وبيع الأشغال اليدوية ومساعدة الجار كلها طرق عادلة لكسب المال. أمّا أخذ المال دون استئذان فليس كسبًا، وليس عدلًا. استشر دائمًا أحد الكبار قبل أن تبدأ عملًا تكسب منه المال.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'what-money-is',
            prompt: {
              en: 'True or false: anyone is allowed to print their own money at home.',
              fr: 'Vrai ou faux : tout le monde a le droit de fabriquer ses propres billets à la maison.',
              ar: 'صواب أم خطأ: يحقّ لأيّ شخص أن يطبع ماله بنفسه في البيت.',
            },
            correct: false,
            hint: {
              en: 'Who makes coins and notes?',
              fr: 'Qui fabrique les pièces et les billets ?',
              ar: 'مَن يصنع القطع والأوراق النقدية؟',
            },
            explanation: {
              en: 'False! Only special places approved by the government can make coins and notes. Copying money is against the law, which keeps money trustworthy for everyone.',
              fr: 'Faux ! Seuls des lieux spéciaux contrôlés par l’État peuvent fabriquer les pièces et les billets. Copier de l’argent est interdit par la loi : c’est ce qui permet à tout le monde d’avoir confiance dans l’argent.',
              ar: 'خطأ! وحدها الأماكن الخاصة التي توافق عليها الدولة تصنع القطع والأوراق النقدية. وتقليد المال ممنوع بالقانون، وهذا ما يجعل الجميع يثقون بالمال.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'ways-to-earn',
            prompt: {
              en: 'Leo earns {{money 3}} each day for feeding the family pet. How much money does Leo earn in 5 days?',
              fr: 'Lucas gagne {{money 3}} par jour pour nourrir l’animal de la famille. Combien d’argent gagne-t-il en 5 jours ?',
              ar: 'يكسب يوسف {{money 3}} كل يوم لأنه يُطعم حيوان العائلة الأليف. كم يكسب من المال في 5 أيام؟',
            },
            correct: 15,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Count by threes five times.',
              fr: 'Compte de 3 en 3, cinq fois.',
              ar: 'عُدّ ثلاثةً ثلاثة، خمس مرات.',
            },
            explanation: {
              en: 'Leo earns {{money 3}} a day for 5 days: 5 × 3 = {{money 15}}. Doing a little work every day really adds up!',
              fr: 'Lucas gagne {{money 3}} par jour pendant 5 jours : 5 × 3 = {{money 15}}. Un petit travail chaque jour, ça finit par compter !',
              ar: 'يكسب يوسف {{money 3}} في اليوم لمدة 5 أيام: 5 × 3 = {{money 15}}. القليل من العمل كل يوم يتراكم حقًّا!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'ways-to-earn',
            prompt: {
              en: 'Leo would like to earn some money by washing the family car. Put his steps in a good order.',
              fr: 'Lucas aimerait gagner un peu d’argent en lavant la voiture de la famille. Remets ses étapes dans le bon ordre.',
              ar: 'يريد يوسف أن يكسب بعض المال بغسل سيارة العائلة. رتّب خطواته ترتيبًا صحيحًا.',
            },
            items: [
              { id: 'a', text: { en: 'Wash the car carefully', fr: 'Laver la voiture avec soin', ar: 'يغسل السيارة بعناية' } },
              { id: 'b', text: { en: 'Get paid the amount agreed', fr: 'Recevoir la somme prévue', ar: 'يحصل على المبلغ المتّفق عليه' } },
              { id: 'c', text: { en: 'Ask a grown-up if it is OK', fr: 'Demander à un adulte si c’est d’accord', ar: 'يسأل أحد الكبار إن كان ذلك مسموحًا' } },
              { id: 'd', text: { en: 'Agree on how much the job is worth', fr: 'Se mettre d’accord sur le prix du travail', ar: 'يتّفق على أجر العمل' } },
            ],
            correctOrder: ['c', 'd', 'a', 'b'],
            hint: {
              en: 'What must happen before any work starts?',
              fr: 'Que faut-il faire avant de commencer le travail ?',
              ar: 'ماذا يجب أن يحدث قبل أن يبدأ أيّ عمل؟',
            },
            explanation: {
              en: 'First Leo asks a grown-up, then they agree on a price, then he does the job well, and last he gets paid. Agreeing before you start means nobody is surprised at the end!',
              fr: 'D’abord Lucas demande à un adulte, puis ils se mettent d’accord sur le prix, ensuite il fait bien le travail, et enfin il est payé. En se mettant d’accord avant, personne n’a de mauvaise surprise à la fin !',
              ar: 'أولًا يسأل يوسف أحد الكبار، ثم يتّفقان على الأجر، ثم يؤدّي العمل جيدًا، وأخيرًا يحصل على أجره. الاتفاق قبل البدء يعني ألّا يتفاجأ أحد في النهاية!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'trading-and-barter',
      title: {
        en: 'Trading and Barter',
        fr: 'Échanges et troc',
        ar: 'التبادل والمقايضة',
      },
      estimatedMinutes: 7,
      xpReward: 20,
      pictures: [
        {
          name: 'eggs-for-fish',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#E7F3F9"/><rect y="164" width="320" height="36" fill="#CDE7C0"/><path d="M118 52q42-34 84 0" stroke="#6C8EBF" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M202 52l-16-2l10-12z" fill="#6C8EBF"/><path d="M202 78q-42 34-84 0" stroke="#6C8EBF" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M118 78l16 2l-10 12z" fill="#6C8EBF"/><rect x="52" y="166" width="12" height="26" rx="4" fill="#6D4C41"/><rect x="72" y="166" width="12" height="26" rx="4" fill="#6D4C41"/><rect x="46" y="104" width="44" height="66" rx="16" fill="#8BC34A"/><circle cx="68" cy="86" r="18" fill="#E8B88A"/><ellipse cx="68" cy="72" rx="30" ry="7" fill="#F2CF5B"/><path d="M54 72a14 14 0 0 1 28 0z" fill="#F2CF5B"/><circle cx="62" cy="88" r="2.5" fill="#333"/><circle cx="74" cy="88" r="2.5" fill="#333"/><path d="M62 95q6 5 12 0" stroke="#333" stroke-width="2" fill="none" stroke-linecap="round"/><ellipse cx="112" cy="128" rx="10" ry="7" fill="#FFFFFF"/><ellipse cx="124" cy="126" rx="10" ry="7" fill="#FFF3E0"/><path d="M96 128h44l-6 26h-32z" fill="#C98B4F"/><path d="M100 138h36M102 146h32" stroke="#A86E38" stroke-width="2"/><rect x="84" y="130" width="16" height="9" rx="4" fill="#8BC34A"/><rect x="236" y="166" width="12" height="26" rx="4" fill="#37474F"/><rect x="256" y="166" width="12" height="26" rx="4" fill="#37474F"/><rect x="230" y="104" width="44" height="66" rx="16" fill="#F4A261"/><circle cx="252" cy="86" r="18" fill="#A8744F"/><path d="M234 80a18 16 0 0 1 36 0z" fill="#2A6F97"/><rect x="222" y="76" width="22" height="6" rx="3" fill="#2A6F97"/><circle cx="246" cy="88" r="2.5" fill="#222"/><circle cx="258" cy="88" r="2.5" fill="#222"/><path d="M246 95q6 5 12 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="214" y="128" width="22" height="9" rx="4" fill="#F4A261"/><ellipse cx="190" cy="132" rx="26" ry="12" fill="#FF8C42"/><path d="M164 132l-14-12v24z" fill="#FF8C42"/><circle cx="204" cy="129" r="3" fill="#333"/><path d="M180 124q4 8 0 16" stroke="#E0702A" stroke-width="2" fill="none"/></svg>',
          alt: {
            en: 'A farmer in a straw hat holding a basket of eggs and a fisher in a blue cap holding out a fish, with two curved arrows between them showing the swap.',
            fr: 'Une fermière au chapeau de paille tient un panier d’œufs, un pêcheur en casquette bleue tend un poisson, et deux flèches courbes entre eux montrent l’échange.',
            ar: 'مزارع بقبّعة من القشّ يحمل سلّة بيض، وصيّاد بقبّعة زرقاء يمدّ سمكة، وبينهما سهمان منحنيان يدلّان على التبادل.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Before money: barter',
              '',
              'Before money existed, people **bartered**. Bartering means swapping one thing directly for another thing. A farmer might swap eggs for a fisher’s fish.',
              '',
              'Bartering has a big problem. What if the fisher does **not** want eggs? Then the farmer gets no fish! Both people have to want what the other one has.',
              '',
              'Money fixes this. The farmer sells eggs to **anyone** for money, then uses that money to buy fish. Everyone accepts money, so trading becomes much easier.',
            ),
            fr: md('# Avant l’argent : le troc', '', 'Avant que l’argent existe, les gens faisaient du **troc**. Troquer, c’est échanger directement une chose contre une autre. Une fermière pouvait échanger des œufs contre les poissons d’un pêcheur.', '', 'Mais le troc pose un gros problème. Et si le pêcheur ne veut **pas** d’œufs ? Alors la fermière n’a pas de poisson ! Il faut que chacun ait envie de ce que l’autre possède.', '', 'L’argent règle ce problème. La fermière vend ses œufs à **n’importe qui** contre de l’argent, puis elle se sert de cet argent pour acheter du poisson. Tout le monde accepte l’argent, alors les échanges deviennent beaucoup plus faciles.'),
            ar: md(
              '# قبل المال: المقايضة',
              '',
              'قبل أن يوجد المال، كان الناس **يقايضون**. والمقايضة أن تبادل شيئًا بشيء آخر مباشرةً. فقد يبادل مزارعٌ البيضَ بسمكِ صيّاد.',
              '',
              'لكن للمقايضة مشكلة كبيرة. ماذا لو كان الصيّاد **لا** يريد البيض؟ عندها لن يحصل المزارع على السمك! يجب أن يرغب كلٌّ منهما فيما عند الآخر.',
              '',
              'والمال يحلّ هذه المشكلة. يبيع المزارع البيض **لأيّ شخص** مقابل المال، ثم يستخدم ذلك المال ليشتري السمك. الجميع يقبلون المال، فيصبح التبادل أسهل بكثير.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'eggs-for-fish' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'You still barter today when you swap snacks, stickers or trading cards with a friend!',
            fr: 'Toi aussi, tu fais encore du troc quand tu échanges un goûter, des autocollants ou des cartes à collectionner avec un copain !',
            ar: 'وأنت ما زلت تقايض اليوم عندما تتبادل الوجبات الخفيفة أو الملصقات أو البطاقات مع صديقك!',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'trade-and-barter',
            prompt: {
              en: 'What does "barter" mean?',
              fr: 'Que veut dire « troquer » ?',
              ar: 'ما معنى «المقايضة»؟',
            },
            options: [
              { id: 'a', text: { en: 'Paying with a card', fr: 'Payer avec une carte', ar: 'الدفع بالبطاقة' } },
              { id: 'b', text: { en: 'Swapping one thing directly for another thing', fr: 'Échanger directement une chose contre une autre', ar: 'مبادلة شيء بشيء آخر مباشرةً' } },
              { id: 'c', text: { en: 'Putting money in a bank', fr: 'Mettre de l’argent à la banque', ar: 'وضع المال في البنك' } },
            ],
            correct: 'b',
            hint: {
              en: 'Think about the farmer and the fisher.',
              fr: 'Pense à la fermière et au pêcheur.',
              ar: 'فكّر في المزارع والصيّاد.',
            },
            explanation: {
              en: 'Bartering means swapping things directly, like eggs for fish, without using money. You got it!',
              fr: 'Troquer, c’est échanger directement des choses, comme des œufs contre du poisson, sans utiliser d’argent. Tu as tout compris !',
              ar: 'المقايضة أن تتبادل الأشياء مباشرةً، مثل البيض بالسمك، من دون استخدام المال. فهمتَ ذلك تمامًا!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'trade-and-barter',
            prompt: {
              en: 'Put these ways of trading in the order they first appeared in history, from oldest to newest.',
              fr: 'Range ces façons d’échanger dans l’ordre où elles sont apparues dans l’histoire, de la plus ancienne à la plus récente.',
              ar: 'رتّب طرق التبادل هذه حسب ظهورها في التاريخ، من الأقدم إلى الأحدث.',
            },
            items: [
              { id: 'a', text: { en: 'Metal coins', fr: 'Les pièces en métal', ar: 'القطع النقدية المعدنية' } },
              { id: 'b', text: { en: 'Paying with a phone or card', fr: 'Payer avec un téléphone ou une carte', ar: 'الدفع بالهاتف أو بالبطاقة' } },
              { id: 'c', text: { en: 'Bartering, swapping things directly', fr: 'Le troc, où l’on échange directement les choses', ar: 'المقايضة، أي مبادلة الأشياء مباشرةً' } },
              { id: 'd', text: { en: 'Paper notes', fr: 'Les billets en papier', ar: 'الأوراق النقدية' } },
            ],
            correctOrder: ['c', 'a', 'd', 'b'],
            hint: {
              en: 'People swapped things long before anyone made coins.',
              fr: 'Les gens échangeaient des choses bien avant qu’on fabrique des pièces.',
              ar: 'تبادل الناس الأشياء قبل أن يصنع أحدٌ القطع النقدية بزمن طويل.',
            },
            explanation: {
              en: 'First came bartering, then metal coins, then paper notes, and most recently paying with phones and cards. Money keeps changing, but the idea of trading stays the same!',
              fr: 'D’abord le troc, puis les pièces en métal, puis les billets en papier, et plus récemment le paiement par téléphone ou par carte. L’argent change sans cesse, mais l’idée d’échanger reste la même !',
              ar: 'جاءت المقايضة أولًا، ثم القطع المعدنية، ثم الأوراق النقدية، وأخيرًا الدفع بالهاتف والبطاقة. يتغيّر المال باستمرار، لكن فكرة التبادل تبقى كما هي!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'trade-and-barter',
            prompt: {
              en: 'Why is money easier to use than bartering? Pick all that are right.',
              fr: 'Pourquoi l’argent est-il plus pratique que le troc ? Choisis toutes les bonnes réponses.',
              ar: 'لماذا يكون استخدام المال أسهل من المقايضة؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Almost everyone accepts money', fr: 'Presque tout le monde accepte l’argent', ar: 'يقبل الجميع تقريبًا المال' } },
              { id: 'b', text: { en: 'Money is easy to carry compared with a basket of eggs', fr: 'L’argent se transporte bien plus facilement qu’un panier d’œufs', ar: 'حمل المال سهل مقارنةً بسلّة بيض' } },
              { id: 'c', text: { en: 'Money never runs out', fr: 'L’argent ne s’épuise jamais', ar: 'المال لا ينفد أبدًا' } },
              { id: 'd', text: { en: 'Money makes it easy to compare prices', fr: 'L’argent permet de comparer facilement les prix', ar: 'المال يسهّل مقارنة الأسعار' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'One of these sounds too good to be true.',
              fr: 'L’une de ces réponses est trop belle pour être vraie.',
              ar: 'إحدى هذه الإجابات أجمل من أن تكون صحيحة.',
            },
            explanation: {
              en: 'Money is accepted by almost everyone, easy to carry and helps us compare prices. But money can definitely run out, which is why we plan how we use it!',
              fr: 'Presque tout le monde accepte l’argent, il se transporte facilement et il aide à comparer les prix. Mais l’argent peut tout à fait s’épuiser : c’est pour ça qu’on réfléchit à la façon de l’utiliser !',
              ar: 'يقبل الجميع تقريبًا المال، وحمله سهل، ويساعدنا على مقارنة الأسعار. لكن المال قد ينفد بالتأكيد، ولهذا نخطّط لطريقة استخدامه!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'trade-and-barter',
            prompt: {
              en: 'True or false: in a barter, both people need to want what the other person has.',
              fr: 'Vrai ou faux : pour un troc, chacun doit avoir envie de ce que l’autre possède.',
              ar: 'صواب أم خطأ: في المقايضة، يجب أن يرغب كل واحد فيما عند الآخر.',
            },
            correct: true,
            hint: {
              en: 'Remember the fisher who did not want eggs.',
              fr: 'Souviens-toi du pêcheur qui ne voulait pas d’œufs.',
              ar: 'تذكّر الصيّاد الذي لم يكن يريد البيض.',
            },
            explanation: {
              en: 'True! A barter only works if both people want what the other has. That is the big problem that money solves.',
              fr: 'Vrai ! Un troc ne marche que si chacun veut ce que l’autre a. C’est justement le gros problème que l’argent résout.',
              ar: 'صواب! لا تنجح المقايضة إلا إذا أراد كل واحد ما عند الآخر. وهذه هي المشكلة الكبيرة التي يحلّها المال.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'trade-and-barter',
            prompt: {
              en: 'A farmer swaps 2 eggs for 1 fish. How many eggs does the farmer need to get 3 fish?',
              fr: 'Une fermière échange 2 œufs contre 1 poisson. Combien d’œufs lui faut-il pour avoir 3 poissons ?',
              ar: 'يبادل مزارع بيضتين بسمكة واحدة. كم بيضة يحتاج ليحصل على 3 سمكات؟',
            },
            correct: 6,
            tolerance: 0,
            unit: { en: 'eggs', fr: 'œufs', ar: 'بيضات' },
            hint: {
              en: 'Each fish costs 2 eggs.',
              fr: 'Chaque poisson coûte 2 œufs.',
              ar: 'ثمن كل سمكة بيضتان.',
            },
            explanation: {
              en: 'Each fish costs 2 eggs, so 3 fish cost 3 × 2 = 6 eggs. You just did a barter calculation!',
              fr: 'Chaque poisson coûte 2 œufs, donc 3 poissons coûtent 3 × 2 = 6 œufs. Tu viens de faire un calcul de troc !',
              ar: 'ثمن كل سمكة بيضتان، إذن ثمن 3 سمكات هو 3 × 2 = 6 بيضات. لقد أجريتَ للتوّ حساب مقايضة!',
            },
          },
        },
      ],
    },
  ],
};
