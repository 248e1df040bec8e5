import { md } from './md';
import type { CurriculumCourse } from './types';

/*
 * How the Stock Market Works (ages 13–14), the third starter course written again in three languages: the same course
 * and lesson slugs and the same question block ids as the English starter course seeded before it (seed-curriculum.ts), so a child's past
 * answers still belong to the same questions; amounts are `{{money …}}` instead of dollars (types.ts). Callouts send
 * the reader to the stock-market simulator, where the same ideas can be tried with pretend money.
 */

export const howTheStockMarketWorks: CurriculumCourse = {
  slug: 'how-the-stock-market-works',
  title: {
    en: 'How the Stock Market Works',
    fr: 'Comment marche la Bourse',
    ar: 'كيف يعمل سوق الأسهم',
  },
  summary: {
    en: 'Find out what companies and shares are, why prices move, and why smart investors spread risk and think long-term.',
    fr: 'Découvre ce que sont une entreprise et une action, pourquoi les prix bougent, et pourquoi les investisseurs avisés répartissent les risques et voient loin.',
    ar: 'اكتشف ما هي الشركات والأسهم، ولماذا تتحرّك الأسعار، ولماذا يوزّع المستثمرون الأذكياء المخاطرة ويفكّرون على المدى الطويل.',
  },
  description: {
    en: 'Ever wondered what it means to own a piece of a company? This course explains companies, shares and why share prices rise and fall. You will learn how investors manage risk and why patience matters, then practise safely in the academy simulator with pretend money.',
    fr: 'Tu t’es déjà demandé ce que ça veut dire, posséder un morceau d’une entreprise ? Ce cours t’explique ce que sont les entreprises et les actions, et pourquoi le prix des actions monte et descend. Tu verras comment les investisseurs gèrent le risque et pourquoi la patience compte, puis tu pourras t’entraîner sans danger dans le simulateur de Bourse d’Academy, avec de l’argent pour de faux.',
    ar: 'هل تساءلت يومًا ماذا يعني أن تملك جزءًا من شركة؟ يشرح لك هذا المساق ما هي الشركات والأسهم، ولماذا ترتفع أسعار الأسهم وتنخفض. ستتعلّم كيف يتعامل المستثمرون مع المخاطرة ولماذا يهمّ الصبر، ثم تتدرّب بأمان في محاكي الأكاديمية بنقود افتراضية.',
  },
  subject: 'investing',
  ageBand: '13-14',
  featured: false,
  lessons: [
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'what-is-a-company',
      title: {
        en: 'What Is a Company?',
        fr: 'C’est quoi, une entreprise ?',
        ar: 'ما هي الشركة؟',
      },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'lemonade-stand',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FFF6DA"/><rect y="162" width="320" height="38" fill="#CDE8B5"/><circle cx="40" cy="40" r="18" fill="#FFD95A"/><rect x="92" y="52" width="6" height="64" fill="#B07A45"/><rect x="232" y="52" width="6" height="64" fill="#B07A45"/><rect x="80" y="34" width="170" height="24" fill="#FFFFFF"/><rect x="80" y="34" width="21" height="24" fill="#F28C8C"/><rect x="122" y="34" width="21" height="24" fill="#F28C8C"/><rect x="164" y="34" width="21" height="24" fill="#F28C8C"/><rect x="206" y="34" width="21" height="24" fill="#F28C8C"/><path d="M80 58q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0q10.6 10 21.2 0z" fill="#F28C8C"/><rect x="153" y="96" width="30" height="22" rx="8" fill="#5BA4E6"/><circle cx="168" cy="80" r="15" fill="#E8B48A"/><path d="M153 78a15 15 0 0 1 30 0q-15-8-30 0z" fill="#7A4A2A"/><circle cx="163" cy="81" r="2" fill="#333"/><circle cx="173" cy="81" r="2" fill="#333"/><path d="M163 87q5 4 10 0" stroke="#333" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="86" y="116" width="158" height="50" rx="3" fill="#F4C26B"/><rect x="82" y="110" width="166" height="9" rx="3" fill="#D99A3E"/><circle cx="165" cy="141" r="11" fill="#FFE066" stroke="#E0B400" stroke-width="3"/><path d="M104 80h22l-2 30h-18z" fill="#FFF3B0" stroke="#9CC7E0" stroke-width="2"/><path d="M106 90h18l-1.4 20h-15.2z" fill="#FFE066"/><path d="M126 86q9 2 0 14" stroke="#9CC7E0" stroke-width="3" fill="none"/><path d="M134 96h10l-1.5 14h-7z" fill="#FFE066" stroke="#9CC7E0" stroke-width="1.5"/><ellipse cx="200" cy="106" rx="7" ry="5" fill="#FFD23F"/><ellipse cx="212" cy="106" rx="7" ry="5" fill="#FFD23F"/><ellipse cx="206" cy="100" rx="7" ry="5" fill="#F7C600"/><rect x="268" y="162" width="10" height="28" rx="4" fill="#3D5A80"/><rect x="284" y="162" width="10" height="28" rx="4" fill="#3D5A80"/><rect x="262" y="112" width="38" height="54" rx="14" fill="#7CC08A"/><circle cx="281" cy="92" r="17" fill="#C98E62"/><path d="M264 90a17 17 0 0 1 34 0q-9-7-17-5q-9-2-17 5z" fill="#2E2E2E"/><circle cx="275" cy="94" r="2.2" fill="#222"/><circle cx="287" cy="94" r="2.2" fill="#222"/><path d="M276 101q5 4 10 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/><rect x="238" y="120" width="30" height="9" rx="4.5" fill="#7CC08A"/><circle cx="237" cy="124" r="5.5" fill="#C98E62"/><circle cx="228" cy="116" r="7" fill="#F5C542" stroke="#D49B1F" stroke-width="2"/></svg>',
          alt: {
            en: 'A smiling child runs a lemonade stand with a striped awning, a jug, a cup and a pile of lemons, while a customer holds out a coin to pay.',
            fr: 'Un enfant souriant tient un stand de limonade sous un auvent rayé, avec une carafe, un gobelet et un tas de citrons ; un client lui tend une pièce pour payer.',
            ar: 'طفل مبتسم يدير كشكًا لعصير الليمون تحت مظلّة مخطّطة، وأمامه إبريق وكوب وكومة من الليمون، بينما يمدّ زبون قطعة نقدية ليدفع.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# What is a company?',
              '',
              'A **company** is a business set up to sell products (like shoes or games) or services (like haircuts or streaming) to customers.',
              '',
              'Three words help you understand any business:',
              '',
              '- **Revenue:** all the money that comes in from sales.',
              '- **Costs:** the money spent to run the business, like materials, rent and wages.',
              '- **Profit:** what is left after costs. **Profit = revenue − costs.**',
              '',
              'If costs are bigger than revenue, the company makes a **loss** instead of a profit.',
            ),
            fr: md(
              '# C’est quoi, une entreprise ?',
              '',
              'Une **entreprise**, c’est une organisation créée pour vendre à des clients des produits (des chaussures, des jeux…) ou des services (une coupe de cheveux, des films en streaming…).',
              '',
              'Trois mots suffisent pour comprendre n’importe quelle entreprise :',
              '',
              '- **Le chiffre d’affaires :** tout l’argent qui rentre grâce aux ventes.',
              '- **Les coûts :** l’argent dépensé pour faire tourner l’entreprise, comme le matériel, le loyer et les salaires.',
              '- **Le bénéfice :** ce qui reste une fois les coûts payés. **Bénéfice = chiffre d’affaires − coûts.**',
              '',
              'Si les coûts sont plus élevés que le chiffre d’affaires, l’entreprise ne fait pas de bénéfice : elle fait une **perte**.',
            ),
            ar: md(
              '# ما هي الشركة؟',
              '',
              '**الشركة** عمل تجاري يُنشأ ليبيع للزبائن منتجات (مثل الأحذية أو الألعاب) أو خدمات (مثل قصّ الشعر أو مشاهدة الأفلام عبر الإنترنت).',
              '',
              'ثلاث كلمات تساعدك على فهم أيّ عمل تجاري:',
              '',
              '- **الإيرادات:** كل المال الذي يدخل من المبيعات.',
              '- **التكاليف:** المال الذي يُنفَق لتشغيل العمل، مثل المواد والإيجار والأجور.',
              '- **الربح:** ما يبقى بعد دفع التكاليف. **الربح = الإيرادات − التكاليف.**',
              '',
              'إذا كانت التكاليف أكبر من الإيرادات، فإن الشركة لا تربح بل تتكبّد **خسارة**.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'lemonade-stand' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Many huge companies started small, sometimes in a garage or a kitchen. A company grows when customers keep wanting what it sells and it earns enough to invest in itself.',
            fr: 'Beaucoup d’entreprises géantes ont commencé toutes petites, parfois dans un garage ou une cuisine. Une entreprise grandit quand ses clients continuent de vouloir ce qu’elle vend et qu’elle gagne assez pour investir en elle-même.',
            ar: 'بدأت شركات ضخمة كثيرة صغيرةً، أحيانًا في مرآب أو في مطبخ. تكبر الشركة عندما يظلّ الزبائن يريدون ما تبيعه، وتكسب ما يكفي لتستثمر في نفسها.',
          },
        },
        {
          id: 'simulator-tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Try it in the simulator: every company there has a short description. Pick one and ask yourself what it sells, who its customers are and what its costs might be.',
            fr: 'Essaie dans le simulateur de Bourse : chaque entreprise y a une courte présentation. Choisis-en une et demande-toi ce qu’elle vend, qui sont ses clients et quels peuvent être ses coûts.',
            ar: 'جرّب ذلك في محاكي سوق الأسهم: لكل شركة هناك وصف قصير. اختر واحدة واسأل نفسك: ماذا تبيع؟ ومن زبائنها؟ وما التكاليف التي قد تدفعها؟',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'companies-and-shares',
            prompt: {
              en: 'A lemonade stand sells 50 cups at {{money 1}} each. Lemons, sugar and cups cost {{money 20}} in total. What is the profit?',
              fr: 'Un stand de limonade vend 50 gobelets à {{money 1}} pièce. Les citrons, le sucre et les gobelets ont coûté {{money 20}} en tout. Quel est le bénéfice ?',
              ar: 'يبيع كشك لعصير الليمون 50 كوبًا، ثمن الكوب الواحد {{money 1}}. وكلّف الليمون والسكر والأكواب {{money 20}} في المجموع. كم الربح؟',
            },
            correct: 30,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Revenue is 50 × {{money 1}}. Then subtract the costs.',
              fr: 'Le chiffre d’affaires, c’est 50 × {{money 1}}. Ensuite, enlève les coûts.',
              ar: 'الإيرادات هي 50 × {{money 1}}. ثم اطرح التكاليف.',
            },
            explanation: {
              en: 'Revenue is 50 × {{money 1}} = {{money 50}}. Profit = {{money 50}} − {{money 20}} = {{money 30}}. You just did the same maths that real companies do!',
              fr: 'Le chiffre d’affaires est de 50 × {{money 1}} = {{money 50}}. Bénéfice = {{money 50}} − {{money 20}} = {{money 30}}. Tu viens de faire exactement le calcul que font les vraies entreprises !',
              ar: 'الإيرادات 50 × {{money 1}} = {{money 50}}. والربح = {{money 50}} − {{money 20}} = {{money 30}}. لقد أجريت للتوّ الحساب نفسه الذي تجريه الشركات الحقيقية!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'companies-and-shares',
            prompt: {
              en: 'What is profit?',
              fr: 'Qu’est-ce que le bénéfice ?',
              ar: 'ما هو الربح؟',
            },
            options: [
              { id: 'a', text: { en: 'All the money a company receives from sales', fr: 'Tout l’argent qu’une entreprise reçoit grâce à ses ventes', ar: 'كل المال الذي تتلقّاه الشركة من مبيعاتها' } },
              { id: 'b', text: { en: 'The money left after subtracting costs from revenue', fr: 'L’argent qui reste quand on enlève les coûts du chiffre d’affaires', ar: 'المال الذي يبقى بعد طرح التكاليف من الإيرادات' } },
              { id: 'c', text: { en: 'The money a company spends on rent', fr: 'L’argent qu’une entreprise dépense pour son loyer', ar: 'المال الذي تنفقه الشركة على الإيجار' } },
            ],
            correct: 'b',
            hint: {
              en: 'Think about what is still there once all the bills have been paid.',
              fr: 'Pense à ce qui reste une fois que toutes les factures sont payées.',
              ar: 'فكّر فيما يبقى بعد دفع كل الفواتير.',
            },
            explanation: {
              en: 'Profit is what remains after paying costs. Option A is revenue, and rent is one of the costs. Knowing the difference is a real investor skill!',
              fr: 'Le bénéfice, c’est ce qui reste après avoir payé les coûts. La réponse A, c’est le chiffre d’affaires, et le loyer fait partie des coûts. Savoir faire la différence, c’est un vrai talent d’investisseur !',
              ar: 'الربح هو ما يبقى بعد دفع التكاليف. أمّا الخيار الأول فهو الإيرادات، والإيجار واحد من التكاليف. معرفة الفرق بينها مهارة حقيقية من مهارات المستثمرين!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'companies-and-shares',
            prompt: {
              en: 'Which of these are costs for a bakery? Pick all that are right.',
              fr: 'Lesquels de ces éléments sont des coûts pour une boulangerie ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه تُعدّ تكاليف بالنسبة إلى مخبز؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Flour and butter', fr: 'La farine et le beurre', ar: 'الطحين والزبدة' } },
              { id: 'b', text: { en: 'Wages for the bakers', fr: 'Le salaire des boulangers', ar: 'أجور الخبّازين' } },
              { id: 'c', text: { en: 'Money customers pay for bread', fr: 'L’argent que les clients paient pour le pain', ar: 'المال الذي يدفعه الزبائن ثمنًا للخبز' } },
              { id: 'd', text: { en: 'Electricity for the ovens', fr: 'L’électricité pour les fours', ar: 'الكهرباء التي تشغّل الأفران' } },
            ],
            correct: ['a', 'b', 'd'],
            hint: {
              en: 'Costs are money going out of the business.',
              fr: 'Les coûts, c’est de l’argent qui sort de l’entreprise.',
              ar: 'التكاليف مال يخرج من العمل التجاري.',
            },
            explanation: {
              en: 'Ingredients, wages and electricity are all costs. Money from customers is revenue, because it comes into the business.',
              fr: 'Les ingrédients, les salaires et l’électricité sont tous des coûts. L’argent des clients, lui, fait partie du chiffre d’affaires, car il rentre dans l’entreprise.',
              ar: 'المكوّنات والأجور والكهرباء كلها تكاليف. أمّا المال الذي يأتي من الزبائن فهو إيرادات، لأنه يدخل إلى العمل التجاري.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'companies-and-shares',
            prompt: {
              en: 'True or false: a company that sells a lot can still make a loss.',
              fr: 'Vrai ou faux : une entreprise qui vend beaucoup peut quand même faire une perte.',
              ar: 'صواب أم خطأ: الشركة التي تبيع كثيرًا قد تتكبّد خسارة مع ذلك.',
            },
            correct: true,
            hint: {
              en: 'What happens if costs are bigger than revenue?',
              fr: 'Que se passe-t-il si les coûts sont plus élevés que le chiffre d’affaires ?',
              ar: 'ماذا يحدث إذا كانت التكاليف أكبر من الإيرادات؟',
            },
            explanation: {
              en: 'True! Big sales are not enough on their own. If costs are even bigger than revenue, the company makes a loss. That is why investors look at profit, not just sales.',
              fr: 'Vrai ! Vendre beaucoup ne suffit pas. Si les coûts sont encore plus élevés que le chiffre d’affaires, l’entreprise fait une perte. C’est pour ça que les investisseurs regardent le bénéfice, et pas seulement les ventes.',
              ar: 'صواب! المبيعات الكبيرة وحدها لا تكفي. فإذا كانت التكاليف أكبر حتى من الإيرادات، تتكبّد الشركة خسارة. لهذا ينظر المستثمرون إلى الربح، لا إلى المبيعات وحدها.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'companies-and-shares',
            prompt: {
              en: 'In one month, Maya’s bike-repair shop takes in {{money 500}} and spends {{money 600}} on parts, rent and tools. What has the shop made that month?',
              fr: 'En un mois, l’atelier de réparation de vélos de Lina encaisse {{money 500}} et dépense {{money 600}} en pièces, en loyer et en outils. Qu’a fait l’atelier ce mois-ci ?',
              ar: 'في شهر واحد، دخل إلى ورشة ليلى لتصليح الدرّاجات {{money 500}}، وأنفقت {{money 600}} على القطع والإيجار والأدوات. ماذا حقّقت الورشة في ذلك الشهر؟',
            },
            options: [
              { id: 'a', text: { en: 'A profit of {{money 100}}', fr: 'Un bénéfice de {{money 100}}', ar: 'ربحًا قدره {{money 100}}' } },
              { id: 'b', text: { en: 'A loss of {{money 100}}', fr: 'Une perte de {{money 100}}', ar: 'خسارة قدرها {{money 100}}' } },
              { id: 'c', text: { en: 'A profit of {{money 500}}', fr: 'Un bénéfice de {{money 500}}', ar: 'ربحًا قدره {{money 500}}' } },
            ],
            correct: 'b',
            hint: {
              en: 'Compare the money that came in with the money that went out. Which is bigger?',
              fr: 'Compare l’argent qui est entré et l’argent qui est sorti. Lequel est le plus grand ?',
              ar: 'قارن المال الذي دخل بالمال الذي خرج. أيّهما أكبر؟',
            },
            explanation: {
              en: 'Revenue − costs = {{money 500}} − {{money 600}}, which is {{money 100}} less than nothing: a loss of {{money 100}}. The shop will need more customers or lower costs to make a profit.',
              fr: 'Chiffre d’affaires − coûts = {{money 500}} − {{money 600}} : il manque {{money 100}}. C’est une perte de {{money 100}}. Pour faire un bénéfice, l’atelier aura besoin de plus de clients ou de coûts plus bas.',
              ar: 'الإيرادات − التكاليف = {{money 500}} − {{money 600}}، أي ينقص {{money 100}}: إنها خسارة قدرها {{money 100}}. تحتاج الورشة إلى زبائن أكثر أو تكاليف أقل لتحقّق ربحًا.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'what-is-a-share',
      title: {
        en: 'What Is a Share?',
        fr: 'C’est quoi, une action ?',
        ar: 'ما هو السهم؟',
      },
      estimatedMinutes: 6,
      xpReward: 20,
      pictures: [
        {
          name: 'company-pizza',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#FDEBD8"/><ellipse cx="120" cy="104" rx="84" ry="82" fill="#FFFFFF" stroke="#E6D3BF" stroke-width="3"/><circle cx="120" cy="100" r="70" fill="#E9B872"/><circle cx="120" cy="100" r="62" fill="#FFD966"/><path d="M62.7 76.3L177.3 123.7M96.3 42.7L143.7 157.3M143.7 42.7L96.3 157.3M177.3 76.3L62.7 123.7" stroke="#E9B872" stroke-width="3"/><g fill="#D9472B"><circle cx="146.9" cy="126.9" r="7"/><circle cx="120" cy="138" r="7"/><circle cx="93.1" cy="126.9" r="7"/><circle cx="82" cy="100" r="7"/><circle cx="93.1" cy="73.1" r="7"/><circle cx="120" cy="62" r="7"/><circle cx="146.9" cy="73.1" r="7"/></g><path d="M120 100L187 72.3A72.5 72.5 0 0 1 187 127.7z" fill="#FFFFFF"/><g transform="translate(34 0)"><path d="M120 100L184.7 73.2A70 70 0 0 1 184.7 126.8z" fill="#E9B872"/><path d="M120 100L177.3 76.3A62 62 0 0 1 177.3 123.7z" fill="#FFD966"/><circle cx="158" cy="100" r="7" fill="#D9472B"/></g><rect x="236" y="62" width="66" height="112" rx="4" fill="#7FA7D9"/><path d="M230 64L269 36L308 64z" fill="#4F7CB8"/><g fill="#DCEBFA"><rect x="246" y="74" width="14" height="14" rx="2"/><rect x="278" y="74" width="14" height="14" rx="2"/><rect x="246" y="98" width="14" height="14" rx="2"/><rect x="278" y="98" width="14" height="14" rx="2"/><rect x="246" y="122" width="14" height="14" rx="2"/><rect x="278" y="122" width="14" height="14" rx="2"/></g><rect x="260" y="146" width="18" height="28" rx="2" fill="#4F7CB8"/><rect x="220" y="172" width="96" height="6" rx="3" fill="#C9B49C"/></svg>',
          alt: {
            en: 'A pizza on a plate, cut into eight slices, with one slice pulled away from the rest; beside it stands a tall company building.',
            fr: 'Une pizza sur une assiette, coupée en huit parts, dont une part est tirée à l’écart des autres ; à côté se dresse le grand immeuble d’une entreprise.',
            ar: 'بيتزا في صحن مقطّعة إلى ثماني قطع، وقد سُحبت قطعة منها بعيدًا عن الباقي، وبجانبها مبنى شركة طويل.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# What is a share?',
              '',
              'Imagine a company is a giant pizza cut into many slices. Each slice is a **share** (also called a **stock**). If you own a share, you own a small piece of the company.',
              '',
              'Companies sell shares to raise money to grow, for example to build a factory or create new products. People who own shares are called **shareholders**.',
              '',
              'Shareholders can benefit in two main ways:',
              '',
              '- The **share price rises**, so their shares are worth more.',
              '- The company pays a **dividend**, which is a share of its profits paid to shareholders.',
              '',
              'Shares are bought and sold on a **stock market** (or stock exchange), a marketplace that connects buyers and sellers.',
            ),
            fr: md(
              '# C’est quoi, une action ?',
              '',
              'Imagine qu’une entreprise soit une pizza géante, coupée en plein de parts. Chaque part est une **action**. Si tu possèdes une action, tu possèdes un petit morceau de l’entreprise.',
              '',
              'Les entreprises vendent des actions pour trouver l’argent qui les aidera à grandir, par exemple pour construire une usine ou créer de nouveaux produits. Les personnes qui possèdent des actions s’appellent des **actionnaires**.',
              '',
              'Les actionnaires peuvent y gagner de deux façons principales :',
              '',
              '- **Le prix de l’action monte**, et leurs actions valent donc plus.',
              '- L’entreprise verse un **dividende** : une partie de ses bénéfices, donnée aux actionnaires.',
              '',
              'Les actions s’achètent et se vendent en **Bourse**, un marché qui met en relation ceux qui veulent acheter et ceux qui veulent vendre.',
            ),
            ar: md(
              '# ما هو السهم؟',
              '',
              'تخيّل أن الشركة بيتزا عملاقة مقطّعة إلى قطع كثيرة. كل قطعة هي **سهم**. إذا امتلكت سهمًا، فأنت تملك جزءًا صغيرًا من الشركة.',
              '',
              'تبيع الشركات أسهمًا لتجمع المال الذي يساعدها على النموّ، مثلًا لتبني مصنعًا أو تصنع منتجات جديدة. ويُسمّى الذين يملكون الأسهم **المساهمين**.',
              '',
              'يمكن أن يستفيد المساهمون بطريقتين رئيسيتين:',
              '',
              '- **يرتفع سعر السهم**، فتزيد قيمة أسهمهم.',
              '- تدفع الشركة **أرباحًا موزّعة**، وهي حصّة من أرباحها تُعطى للمساهمين.',
              '',
              'تُشترى الأسهم وتُباع في **سوق الأسهم** (أو البورصة)، وهي سوق تجمع بين البائعين والمشترين.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'company-pizza' },
        {
          id: 'fact-1',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Owning one share of a big company usually means owning a tiny fraction of it, because big companies can have millions or even billions of shares.',
            fr: 'Posséder une action d’une grande entreprise, c’est en général n’en posséder qu’un tout petit bout : les grandes entreprises peuvent avoir des millions, voire des milliards d’actions.',
            ar: 'امتلاك سهم واحد في شركة كبيرة يعني عادةً امتلاك جزء ضئيل جدًّا منها، لأن الشركات الكبيرة قد يكون لها ملايين بل مليارات من الأسهم.',
          },
        },
        {
          id: 'simulator-tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Try it in the simulator: buy a single share of a company you like with your pretend money. The simulator then shows how many shares you own: you have become a (pretend) shareholder!',
            fr: 'Essaie dans le simulateur de Bourse : achète une seule action d’une entreprise qui te plaît avec ton argent pour de faux. Le simulateur t’indique alors combien d’actions tu possèdes : te voilà actionnaire (pour de faux) !',
            ar: 'جرّب ذلك في محاكي سوق الأسهم: اشترِ سهمًا واحدًا في شركة تعجبك بنقودك الافتراضية. سيُظهر لك المحاكي عدد الأسهم التي تملكها: لقد صرت مساهمًا (على سبيل التجربة)!',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'companies-and-shares',
            prompt: {
              en: 'What do you own when you buy a share?',
              fr: 'Que possèdes-tu quand tu achètes une action ?',
              ar: 'ماذا تملك عندما تشتري سهمًا؟',
            },
            options: [
              { id: 'a', text: { en: 'A small piece of the company', fr: 'Un petit morceau de l’entreprise', ar: 'جزءًا صغيرًا من الشركة' } },
              { id: 'b', text: { en: 'A loan that the company must pay back with interest', fr: 'Un prêt que l’entreprise doit te rembourser avec des intérêts', ar: 'قرضًا على الشركة أن تردّه مع فائدة' } },
              { id: 'c', text: { en: 'A free product from the company', fr: 'Un produit gratuit de l’entreprise', ar: 'منتجًا مجانيًّا من الشركة' } },
              { id: 'd', text: { en: 'A job at the company', fr: 'Un travail dans l’entreprise', ar: 'وظيفة في الشركة' } },
            ],
            correct: 'a',
            hint: {
              en: 'Think of the pizza slices.',
              fr: 'Pense aux parts de pizza.',
              ar: 'فكّر في قطع البيتزا.',
            },
            explanation: {
              en: 'A share is a small piece of ownership in a company. You become a part-owner, a shareholder!',
              fr: 'Une action, c’est un petit morceau de propriété dans une entreprise. Tu deviens l’un de ses propriétaires : un actionnaire !',
              ar: 'السهم جزء صغير من ملكية الشركة. فتصبح أحد مالكيها: مساهمًا!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'companies-and-shares',
            prompt: {
              en: 'A company is split into 1,000 shares. You own 50 of them. What percentage of the company do you own?',
              fr: 'Une entreprise est divisée en 1 000 actions. Tu en possèdes 50. Quel pourcentage de l’entreprise possèdes-tu ?',
              ar: 'شركة مقسّمة إلى 1000 سهم، وأنت تملك 50 منها. ما النسبة المئوية التي تملكها من الشركة؟',
            },
            correct: 5,
            tolerance: 0,
            unit: { en: '%', fr: '%', ar: '٪' },
            hint: {
              en: 'Divide 50 by 1,000, then multiply by 100.',
              fr: 'Divise 50 par 1 000, puis multiplie par 100.',
              ar: 'اقسم 50 على 1000، ثم اضرب الناتج في 100.',
            },
            explanation: {
              en: '50 ÷ 1,000 = 0.05, and 0.05 × 100 = 5%. You own 5 out of every 100 slices of the company pizza!',
              fr: '50 ÷ 1 000 = 0,05, et 0,05 × 100 = 5 %. Tu possèdes 5 parts sur 100 de la pizza-entreprise !',
              ar: '50 ÷ 1000 = 0.05، و0.05 × 100 = 5٪. أنت تملك 5 قطع من كل 100 قطعة من بيتزا الشركة!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'companies-and-shares',
            prompt: {
              en: 'One share costs {{money 12}}. How much money do you need to buy 5 shares?',
              fr: 'Une action coûte {{money 12}}. De combien d’argent as-tu besoin pour acheter 5 actions ?',
              ar: 'ثمن السهم الواحد {{money 12}}. كم تحتاج من المال لتشتري 5 أسهم؟',
            },
            correct: 60,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Multiply the price by the number of shares.',
              fr: 'Multiplie le prix par le nombre d’actions.',
              ar: 'اضرب السعر في عدد الأسهم.',
            },
            explanation: {
              en: '5 shares × {{money 12}} = {{money 60}}. Investors do this calculation every time they buy!',
              fr: '5 actions × {{money 12}} = {{money 60}}. Les investisseurs font ce calcul à chaque achat !',
              ar: '5 أسهم × {{money 12}} = {{money 60}}. يجري المستثمرون هذا الحساب في كل مرة يشترون فيها!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'companies-and-shares',
            prompt: {
              en: 'How can shareholders benefit from owning shares? Pick all that are right.',
              fr: 'Comment les actionnaires peuvent-ils gagner quelque chose en possédant des actions ? Choisis toutes les bonnes réponses.',
              ar: 'كيف يمكن أن يستفيد المساهمون من امتلاك الأسهم؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'The share price goes up', fr: 'Le prix de l’action monte', ar: 'يرتفع سعر السهم' } },
              { id: 'b', text: { en: 'The company pays a dividend', fr: 'L’entreprise verse un dividende', ar: 'تدفع الشركة أرباحًا موزّعة' } },
              { id: 'c', text: { en: 'They can take products from the company for free', fr: 'Ils peuvent prendre gratuitement les produits de l’entreprise', ar: 'يستطيعون أخذ منتجات الشركة مجانًا' } },
            ],
            correct: ['a', 'b'],
            hint: {
              en: 'Look at the two ways listed in the lesson.',
              fr: 'Regarde les deux façons citées dans la leçon.',
              ar: 'انظر إلى الطريقتين المذكورتين في الدرس.',
            },
            explanation: {
              en: 'Shareholders can gain when the share price rises and when the company pays dividends. Owning a share does not mean you can take the company’s products!',
              fr: 'Les actionnaires peuvent gagner quand le prix de l’action monte et quand l’entreprise verse des dividendes. Mais posséder une action ne te permet pas de te servir dans ses produits !',
              ar: 'يربح المساهمون عندما يرتفع سعر السهم وعندما توزّع الشركة أرباحًا. لكن امتلاك سهم لا يعني أنك تستطيع أخذ منتجات الشركة!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'companies-and-shares',
            prompt: {
              en: 'True or false: companies sell shares to raise money that can help them grow.',
              fr: 'Vrai ou faux : les entreprises vendent des actions pour trouver de l’argent qui peut les aider à grandir.',
              ar: 'صواب أم خطأ: تبيع الشركات أسهمًا لتجمع مالًا يساعدها على النموّ.',
            },
            correct: true,
            hint: {
              en: 'Why would a company want people to buy pieces of it?',
              fr: 'Pourquoi une entreprise voudrait-elle que des gens achètent des morceaux d’elle-même ?',
              ar: 'لماذا قد ترغب شركة في أن يشتري الناس أجزاءً منها؟',
            },
            explanation: {
              en: 'True! Selling shares brings in money the company can use to build, hire and create new products.',
              fr: 'Vrai ! Vendre des actions rapporte de l’argent que l’entreprise peut utiliser pour construire, embaucher et créer de nouveaux produits.',
              ar: 'صواب! بيع الأسهم يجلب مالًا تستطيع الشركة أن تستخدمه في البناء وتوظيف العاملين وصنع منتجات جديدة.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'why-prices-move',
      title: {
        en: 'Why Share Prices Go Up and Down',
        fr: 'Pourquoi le prix des actions monte et descend',
        ar: 'لماذا ترتفع أسعار الأسهم وتنخفض',
      },
      estimatedMinutes: 7,
      xpReward: 20,
      pictures: [
        {
          name: 'price-screen',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#EEF3FB"/><rect x="108" y="164" width="44" height="14" fill="#8A9BB0"/><rect x="86" y="176" width="88" height="8" rx="4" fill="#8A9BB0"/><rect x="26" y="22" width="208" height="146" rx="12" fill="#243B53"/><rect x="36" y="32" width="188" height="126" rx="6" fill="#1B2F45"/><path d="M36 63h188M36 95h188M36 127h188M83 32v126M130 32v126M177 32v126" stroke="#30506F" stroke-width="1.5"/><polyline points="44,128 62,108 76,118 94,86 108,98 126,66 140,92 158,120 172,108 190,134 204,112 218,88" fill="none" stroke="#7BE0A0" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/><circle cx="218" cy="88" r="5" fill="#7BE0A0"/><path d="M272 22L300 58H284V88H260V58H244z" fill="#3DBE6B"/><path d="M272 178L300 142H284V112H260V142H244z" fill="#E5534B"/></svg>',
          alt: {
            en: 'A screen shows a price line that zigzags up, falls back down and climbs again, with a green arrow pointing up and a red arrow pointing down beside it.',
            fr: 'Un écran montre une courbe de prix en zigzag qui monte, redescend puis remonte ; à côté, une flèche verte pointe vers le haut et une flèche rouge vers le bas.',
            ar: 'شاشة يظهر عليها خطّ سعر متعرّج يصعد ثم يهبط ثم يصعد من جديد، وبجانبها سهم أخضر يشير إلى الأعلى وسهم أحمر يشير إلى الأسفل.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Why do share prices move?',
              '',
              'A share price is set by **buyers and sellers**. It is a bit like an auction:',
              '',
              '- If **more people want to buy** a share than sell it, buyers offer more and the price **goes up**.',
              '- If **more people want to sell** than buy, sellers accept less and the price **goes down**.',
              '',
              'What makes people want to buy or sell? Things like:',
              '',
              '- **Company news:** a popular new product, or a product that flops.',
              '- **Profits:** better or worse results than people expected.',
              '- **The wider world:** the economy, new rules, or events that affect many businesses.',
              '',
              'Prices can move every few seconds, and nobody can predict exactly what they will do next.',
            ),
            fr: md(
              '# Pourquoi le prix des actions bouge-t-il ?',
              '',
              'Le prix d’une action est fixé par **ceux qui achètent et ceux qui vendent**. Ça ressemble un peu à une vente aux enchères :',
              '',
              '- Si **plus de gens veulent acheter** une action que la vendre, les acheteurs proposent plus cher et le prix **monte**.',
              '- Si **plus de gens veulent vendre** qu’acheter, les vendeurs acceptent moins et le prix **baisse**.',
              '',
              'Qu’est-ce qui donne envie d’acheter ou de vendre ? Par exemple :',
              '',
              '- **Les nouvelles de l’entreprise :** un nouveau produit qui plaît beaucoup, ou au contraire un produit qui fait un flop.',
              '- **Les bénéfices :** des résultats meilleurs ou moins bons que ce que l’on attendait.',
              '- **Le monde autour :** l’économie, de nouvelles règles, ou des événements qui touchent beaucoup d’entreprises.',
              '',
              'Les prix peuvent changer en quelques secondes, et personne ne peut prévoir exactement ce qu’ils vont faire ensuite.',
            ),
            ar: md(
              '# لماذا تتحرّك أسعار الأسهم؟',
              '',
              'يتحدّد سعر السهم بين **المشترين والبائعين**. الأمر يشبه المزاد قليلًا:',
              '',
              '- إذا كان **الراغبون في شراء** السهم أكثر من الراغبين في بيعه، عرض المشترون مبلغًا أكبر، **فيرتفع** السعر.',
              '- وإذا كان **الراغبون في البيع** أكثر من الراغبين في الشراء، قبل البائعون بمبلغ أقل، **فينخفض** السعر.',
              '',
              'ما الذي يجعل الناس يرغبون في الشراء أو البيع؟ أمور مثل:',
              '',
              '- **أخبار الشركة:** منتج جديد يحبّه الناس، أو منتج يفشل.',
              '- **الأرباح:** نتائج أفضل أو أسوأ ممّا كان الناس يتوقّعون.',
              '- **العالم من حولنا:** حال الاقتصاد، أو قوانين جديدة، أو أحداث تؤثّر في شركات كثيرة.',
              '',
              'قد تتغيّر الأسعار كل بضع ثوانٍ، ولا أحد يستطيع أن يتنبّأ بدقّة بما ستفعله بعد ذلك.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'price-screen' },
        {
          id: 'warning-1',
          type: 'callout',
          tone: 'warning',
          markdown: {
            en: 'Be careful with anyone who promises a share will "definitely" go up. No one can know for sure. Guaranteed quick riches are a common sign of a scam.',
            fr: 'Méfie-toi de quiconque te promet qu’une action va « forcément » monter. Personne ne peut en être sûr. Promettre de devenir riche vite et à coup sûr, c’est souvent le signe d’une arnaque.',
            ar: 'احذر ممّن يَعِدك بأن سهمًا ما سيرتفع «بالتأكيد». لا أحد يستطيع أن يعرف ذلك يقينًا. والوعد بثراء سريع مضمون علامة شائعة على الاحتيال.',
          },
        },
        {
          id: 'simulator-tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Try it in the simulator: choose one company and watch its price for a minute. It moves every few seconds, a little up, a little down. The simulator’s prices are made up for practice, but on a real stock market every change is buyers and sellers agreeing on a new price.',
            fr: 'Essaie dans le simulateur de Bourse : choisis une entreprise et observe son prix pendant une minute. Il change toutes les deux ou trois secondes, un peu vers le haut, un peu vers le bas. Les prix du simulateur sont inventés pour s’entraîner, mais dans une vraie Bourse, chaque changement, ce sont des acheteurs et des vendeurs qui se mettent d’accord sur un nouveau prix.',
            ar: 'جرّب ذلك في محاكي سوق الأسهم: اختر شركة واحدة وراقب سعرها دقيقة كاملة. ستراه يتحرّك كل بضع ثوانٍ، يصعد قليلًا ويهبط قليلًا. أسعار المحاكي مصنوعة للتدريب، أمّا في سوق الأسهم الحقيقية فكل تغيّر يعني أن مشترين وبائعين اتّفقوا على سعر جديد.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'why-prices-move',
            prompt: {
              en: 'Lots of people suddenly want to buy shares in a company, but few people want to sell. What is most likely to happen to the price?',
              fr: 'D’un coup, beaucoup de gens veulent acheter des actions d’une entreprise, mais peu veulent en vendre. Que va-t-il arriver au prix, le plus probablement ?',
              ar: 'فجأةً صار كثير من الناس يريدون شراء أسهم شركة ما، وقليل منهم يريدون البيع. ما الذي سيحدث للسعر على الأرجح؟',
            },
            options: [
              { id: 'a', text: { en: 'It goes up', fr: 'Il monte', ar: 'يرتفع' } },
              { id: 'b', text: { en: 'It goes down', fr: 'Il baisse', ar: 'ينخفض' } },
              { id: 'c', text: { en: 'It must stay exactly the same', fr: 'Il reste forcément le même', ar: 'يبقى كما هو تمامًا لا محالة' } },
            ],
            correct: 'a',
            hint: {
              en: 'Think about an auction with many bidders.',
              fr: 'Pense à une vente aux enchères où beaucoup de gens lèvent la main.',
              ar: 'فكّر في مزاد يتنافس فيه كثير من المشترين.',
            },
            explanation: {
              en: 'When buyers outnumber sellers, buyers offer higher prices to get the shares, so the price tends to rise.',
              fr: 'Quand il y a plus d’acheteurs que de vendeurs, les acheteurs proposent des prix plus élevés pour obtenir les actions : le prix a donc tendance à monter.',
              ar: 'عندما يزيد عدد المشترين على عدد البائعين، يعرض المشترون أسعارًا أعلى ليحصلوا على الأسهم، فيميل السعر إلى الارتفاع.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'why-prices-move',
            prompt: {
              en: 'Put this chain of events in the order it would most likely happen.',
              fr: 'Remets ces événements dans l’ordre où ils se produiraient le plus probablement.',
              ar: 'رتّب هذه الأحداث بحسب الترتيب الذي يُرجَّح أن تقع به.',
            },
            items: [
              { id: 'a', text: { en: 'The share price rises', fr: 'Le prix de l’action monte', ar: 'يرتفع سعر السهم' } },
              { id: 'b', text: { en: 'A company announces a very popular new product', fr: 'Une entreprise annonce un nouveau produit qui plaît énormément', ar: 'تعلن شركة عن منتج جديد يلقى رواجًا كبيرًا' } },
              { id: 'c', text: { en: 'Buyers offer higher prices to get shares', fr: 'Les acheteurs proposent des prix plus élevés pour obtenir des actions', ar: 'يعرض المشترون أسعارًا أعلى ليحصلوا على الأسهم' } },
              { id: 'd', text: { en: 'More investors want to buy the company’s shares', fr: 'Plus d’investisseurs veulent acheter les actions de l’entreprise', ar: 'يزداد عدد المستثمرين الراغبين في شراء أسهم الشركة' } },
            ],
            correctOrder: ['b', 'd', 'c', 'a'],
            hint: {
              en: 'Start with the news.',
              fr: 'Commence par la nouvelle.',
              ar: 'ابدأ بالخبر.',
            },
            explanation: {
              en: 'Good news comes first, then more investors want shares, then buyers bid higher prices, and finally the share price rises. Cause and effect!',
              fr: 'D’abord la bonne nouvelle, puis plus d’investisseurs veulent des actions, puis les acheteurs proposent des prix plus élevés, et enfin le prix de l’action monte. C’est une histoire de cause et de conséquence !',
              ar: 'يأتي الخبر الجيّد أولًا، ثم يريد مستثمرون أكثر شراء الأسهم، ثم يعرض المشترون أسعارًا أعلى، وأخيرًا يرتفع سعر السهم. إنها سلسلة من الأسباب والنتائج!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'why-prices-move',
            prompt: {
              en: 'A share price goes from {{money 50}} to {{money 55}}. By what percentage did it rise?',
              fr: 'Le prix d’une action passe de {{money 50}} à {{money 55}}. De quel pourcentage a-t-il augmenté ?',
              ar: 'ارتفع سعر سهم من {{money 50}} إلى {{money 55}}. ما النسبة المئوية لهذا الارتفاع؟',
            },
            correct: 10,
            tolerance: 0,
            unit: { en: '%', fr: '%', ar: '٪' },
            hint: {
              en: 'The price rose by {{money 5}}. What percentage of {{money 50}} is {{money 5}}?',
              fr: 'Le prix a augmenté de {{money 5}}. Combien de pour cent de {{money 50}} représentent {{money 5}} ?',
              ar: 'ارتفع السعر بمقدار {{money 5}}. كم يساوي {{money 5}} من {{money 50}} بالنسبة المئوية؟',
            },
            explanation: {
              en: 'The rise is {{money 55}} − {{money 50}} = {{money 5}}. Then {{money 5}} ÷ {{money 50}} = 0.10, which is 10%. Percentage change is how investors compare moves.',
              fr: 'La hausse est de {{money 55}} − {{money 50}} = {{money 5}}. Ensuite, {{money 5}} ÷ {{money 50}} = 0,10, soit 10 %. C’est avec les pourcentages que les investisseurs comparent les variations de prix.',
              ar: 'الارتفاع هو {{money 55}} − {{money 50}} = {{money 5}}. ثم {{money 5}} ÷ {{money 50}} = 0.10، أي 10٪. بالنسب المئوية يقارن المستثمرون بين تحرّكات الأسعار.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'why-prices-move',
            prompt: {
              en: 'Which of these could cause a company’s share price to fall? Pick all that are right.',
              fr: 'Lesquels de ces événements pourraient faire baisser le prix de l’action d’une entreprise ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأمور قد يتسبّب في انخفاض سعر سهم شركة؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'The company reports much lower profits than expected', fr: 'L’entreprise annonce des bénéfices bien plus bas que prévu', ar: 'تعلن الشركة أرباحًا أقل بكثير ممّا كان متوقّعًا' } },
              { id: 'b', text: { en: 'A big new product is a flop', fr: 'Un grand nouveau produit fait un flop', ar: 'يفشل منتج جديد كبير' } },
              { id: 'c', text: { en: 'Many shareholders decide to sell at the same time', fr: 'Beaucoup d’actionnaires décident de vendre en même temps', ar: 'يقرّر كثير من المساهمين البيع في الوقت نفسه' } },
              { id: 'd', text: { en: 'The company wins a huge new customer', fr: 'L’entreprise décroche un énorme nouveau client', ar: 'تكسب الشركة زبونًا جديدًا ضخمًا' } },
            ],
            correct: ['a', 'b', 'c'],
            hint: {
              en: 'Which of these is good news?',
              fr: 'Laquelle de ces nouvelles est une bonne nouvelle ?',
              ar: 'أيّ هذه الأخبار خبر جيّد؟',
            },
            explanation: {
              en: 'Lower profits, a flop and lots of selling can all push a price down. Winning a huge customer is good news and would more likely push it up.',
              fr: 'Des bénéfices en baisse, un flop et beaucoup de ventes d’actions peuvent tous faire baisser le prix. Décrocher un énorme client, c’est une bonne nouvelle : ça le ferait plutôt monter.',
              ar: 'الأرباح المنخفضة والمنتج الفاشل والبيع الكثير قد تدفع كلها السعر إلى الانخفاض. أمّا كسب زبون ضخم فخبر جيّد، والأرجح أنه يدفع السعر إلى الارتفاع.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'why-prices-move',
            prompt: {
              en: 'True or false: experts can always predict exactly where a share price will be next week.',
              fr: 'Vrai ou faux : les experts peuvent toujours prévoir exactement le prix qu’aura une action la semaine prochaine.',
              ar: 'صواب أم خطأ: يستطيع الخبراء دائمًا أن يتنبّؤوا بدقّة بسعر السهم في الأسبوع القادم.',
            },
            correct: false,
            hint: {
              en: 'Read the warning box again.',
              fr: 'Relis l’encadré d’avertissement.',
              ar: 'اقرأ مربّع التحذير مرة أخرى.',
            },
            explanation: {
              en: 'False! Prices depend on many things that change all the time, so nobody can predict them exactly. Be wary of anyone who says they can.',
              fr: 'Faux ! Les prix dépendent de plein de choses qui changent tout le temps, alors personne ne peut les prévoir exactement. Méfie-toi de ceux qui prétendent le contraire.',
              ar: 'خطأ! تتعلّق الأسعار بأمور كثيرة تتغيّر طوال الوقت، لذلك لا يستطيع أحد أن يتنبّأ بها بدقّة. احذر ممّن يدّعي أنه يستطيع.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'risk-and-diversification',
      title: {
        en: 'Risk and Diversification',
        fr: 'Le risque et la diversification',
        ar: 'المخاطرة والتنويع',
      },
      estimatedMinutes: 7,
      xpReward: 20,
      pictures: [
        {
          name: 'eggs-in-baskets',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#EAF6F0"/><rect y="156" width="320" height="44" fill="#BFE0C4"/><g id="b"><path d="M24 112Q60 50 96 112" stroke="#A8703A" stroke-width="6" fill="none"/><ellipse cx="44" cy="104" rx="12" ry="16" fill="#FFF4E0" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="60" cy="100" rx="12" ry="16" fill="#F7D9B0" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="76" cy="104" rx="12" ry="16" fill="#FFFFFF" stroke="#E2C9A4" stroke-width="1.5"/><path d="M20 110H100L90 164H30z" fill="#C68B4E"/><path d="M23 126H97M26 142H94M28 156H92" stroke="#A8703A" stroke-width="3"/><path d="M40 110L44 164M60 110V164M80 110L76 164" stroke="#A8703A" stroke-width="2"/></g><g transform="translate(100 0)"><path d="M24 112Q60 50 96 112" stroke="#A8703A" stroke-width="6" fill="none"/><ellipse cx="44" cy="104" rx="12" ry="16" fill="#D7ECFF" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="60" cy="100" rx="12" ry="16" fill="#FFFFFF" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="76" cy="104" rx="12" ry="16" fill="#FDE2EC" stroke="#E2C9A4" stroke-width="1.5"/><path d="M20 110H100L90 164H30z" fill="#C68B4E"/><path d="M23 126H97M26 142H94M28 156H92" stroke="#A8703A" stroke-width="3"/><path d="M40 110L44 164M60 110V164M80 110L76 164" stroke="#A8703A" stroke-width="2"/></g><g transform="translate(200 0)"><path d="M24 112Q60 50 96 112" stroke="#A8703A" stroke-width="6" fill="none"/><ellipse cx="44" cy="104" rx="12" ry="16" fill="#FFFFFF" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="60" cy="100" rx="12" ry="16" fill="#E4F5D4" stroke="#E2C9A4" stroke-width="1.5"/><ellipse cx="76" cy="104" rx="12" ry="16" fill="#F7D9B0" stroke="#E2C9A4" stroke-width="1.5"/><path d="M20 110H100L90 164H30z" fill="#C68B4E"/><path d="M23 126H97M26 142H94M28 156H92" stroke="#A8703A" stroke-width="3"/><path d="M40 110L44 164M60 110V164M80 110L76 164" stroke="#A8703A" stroke-width="2"/></g></svg>',
          alt: {
            en: 'Three woven baskets stand side by side, each holding three eggs, so the eggs are spread out instead of all in one basket.',
            fr: 'Trois paniers tressés posés côte à côte contiennent chacun trois œufs : les œufs sont répartis au lieu d’être tous dans le même panier.',
            ar: 'ثلاث سلال مجدولة متجاورة، في كل منها ثلاث بيضات، فالبيض موزّع بدل أن يكون كله في سلّة واحدة.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Risk and diversification',
              '',
              '**Risk** is the chance that an investment loses value. Share prices can fall, and a company can even fail. Usually, investments that might grow more also carry **more risk**.',
              '',
              'Investors handle risk with **diversification**, which means spreading money across many different investments. You may have heard the saying:',
              '',
              '**"Don’t put all your eggs in one basket."**',
              '',
              'If you own shares in just one company and it struggles, you could lose a lot. If you own shares in many companies from different industries, one bad result hurts much less.',
            ),
            fr: md(
              '# Le risque et la diversification',
              '',
              'Le **risque**, c’est la possibilité qu’un placement perde de la valeur. Le prix d’une action peut baisser, et une entreprise peut même faire faillite. En général, les placements qui peuvent rapporter le plus sont aussi ceux qui comportent **le plus de risque**.',
              '',
              'Pour gérer le risque, les investisseurs pratiquent la **diversification** : ils répartissent leur argent entre beaucoup de placements différents. Tu connais peut-être le proverbe :',
              '',
              '**« Il ne faut pas mettre tous ses œufs dans le même panier. »**',
              '',
              'Si tu as des actions d’une seule entreprise et qu’elle traverse une mauvaise passe, tu peux perdre beaucoup. Si tu as des actions de nombreuses entreprises de secteurs différents, un mauvais résultat fait beaucoup moins mal.',
            ),
            ar: md(
              '# المخاطرة والتنويع',
              '',
              '**المخاطرة** هي احتمال أن يخسر الاستثمار من قيمته. فقد تنخفض أسعار الأسهم، بل قد تفشل الشركة كلها. وفي العادة، الاستثمارات التي قد تنمو أكثر تحمل أيضًا **مخاطرة أكبر**.',
              '',
              'يتعامل المستثمرون مع المخاطرة **بالتنويع**، أي بتوزيع المال على استثمارات كثيرة مختلفة. ولعلّك سمعت هذا المثل:',
              '',
              '**«لا تضع كل البيض في سلّة واحدة.»**',
              '',
              'إذا كنت تملك أسهمًا في شركة واحدة فقط ثم تعثّرت، فقد تخسر كثيرًا. أمّا إذا كنت تملك أسهمًا في شركات كثيرة من مجالات مختلفة، فإن نتيجة سيّئة واحدة تضرّك أقل بكثير.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'eggs-in-baskets' },
        {
          id: 'tip-1',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Diversify across **industries**, not just companies. Owning five video-game companies is less diversified than owning a game company, a food company, a health company, an energy company and a bank. Try it in the simulator: the market list shows each company’s sector, so spread your pretend money across several sectors.',
            fr: 'Diversifie entre plusieurs **secteurs**, pas seulement entre plusieurs entreprises. Avoir cinq entreprises de jeux vidéo, c’est moins diversifié qu’avoir une entreprise de jeux, une d’alimentation, une de santé, une d’énergie et une banque. Essaie dans le simulateur de Bourse : la liste des actions indique le secteur de chaque entreprise, alors répartis ton argent pour de faux entre plusieurs secteurs.',
            ar: 'نوّع بين **القطاعات**، لا بين الشركات فقط. فامتلاك خمس شركات لألعاب الفيديو أقل تنويعًا من امتلاك شركة ألعاب وشركة أغذية وشركة صحّية وشركة طاقة وبنك. جرّب ذلك في محاكي سوق الأسهم: تُظهر قائمة الأسهم قطاع كل شركة، فوزّع نقودك الافتراضية على عدّة قطاعات.',
          },
        },
        {
          id: 'warning-1',
          type: 'callout',
          tone: 'warning',
          markdown: {
            en: 'Diversification **lowers** risk, but it does not remove it. When the whole market falls, most shares can fall together.',
            fr: 'La diversification **diminue** le risque, mais elle ne le fait pas disparaître. Quand toute la Bourse baisse, la plupart des actions peuvent baisser en même temps.',
            ar: 'التنويع **يقلّل** المخاطرة، لكنه لا يزيلها. فعندما تنخفض السوق كلها، قد تنخفض معظم الأسهم معًا.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'risk-and-diversification',
            prompt: {
              en: 'Which of these is the most diversified set of investments?',
              fr: 'Lequel de ces ensembles de placements est le plus diversifié ?',
              ar: 'أيّ هذه المجموعات من الاستثمارات هي الأكثر تنويعًا؟',
            },
            options: [
              { id: 'a', text: { en: 'All your money in one toy company', fr: 'Tout ton argent dans une seule entreprise de jouets', ar: 'كل مالك في شركة ألعاب واحدة' } },
              { id: 'b', text: { en: 'Your money split between three video-game companies', fr: 'Ton argent partagé entre trois entreprises de jeux vidéo', ar: 'مالك مقسّم بين ثلاث شركات لألعاب الفيديو' } },
              { id: 'c', text: { en: 'Your money spread across companies in food, health, technology, energy and banking', fr: 'Ton argent réparti entre des entreprises de l’alimentation, de la santé, de la technologie, de l’énergie et de la banque', ar: 'مالك موزّع على شركات في الغذاء والصحّة والتقنية والطاقة والمصارف' } },
            ],
            correct: 'c',
            hint: {
              en: 'Look for the most different industries.',
              fr: 'Cherche celui qui a les secteurs les plus variés.',
              ar: 'ابحث عن المجموعة التي فيها أكثر المجالات اختلافًا.',
            },
            explanation: {
              en: 'Spreading money across many industries is the most diversified. If one industry has a bad year, the others can help balance it out.',
              fr: 'Répartir son argent entre beaucoup de secteurs, c’est le plus diversifié. Si un secteur passe une mauvaise année, les autres peuvent aider à compenser.',
              ar: 'توزيع المال على مجالات كثيرة هو الأكثر تنويعًا. فإذا مرّ مجال بسنة سيّئة، تستطيع المجالات الأخرى أن تساعد على الموازنة.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'risk-and-diversification',
            prompt: {
              en: 'You split {{money 100}} equally between 4 companies. How much do you invest in each?',
              fr: 'Tu partages {{money 100}} à parts égales entre 4 entreprises. Combien places-tu dans chacune ?',
              ar: 'قسمت {{money 100}} بالتساوي بين 4 شركات. كم تستثمر في كل واحدة منها؟',
            },
            correct: 25,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Divide 100 by 4.',
              fr: 'Divise 100 par 4.',
              ar: 'اقسم 100 على 4.',
            },
            explanation: {
              en: '{{money 100}} ÷ 4 = {{money 25}} in each company. Now if one company struggles, only a quarter of your money is affected.',
              fr: '{{money 100}} ÷ 4 = {{money 25}} dans chaque entreprise. Maintenant, si une entreprise a des difficultés, seul un quart de ton argent est touché.',
              ar: '{{money 100}} ÷ 4 = {{money 25}} في كل شركة. والآن إذا تعثّرت إحدى الشركات، فلن يتأثّر إلا ربع مالك.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'risk-and-diversification',
            prompt: {
              en: 'You put {{money 25}} into each of 4 companies. Three of them stay at {{money 25}}, but one drops to {{money 15}}. How much are all four investments worth now?',
              fr: 'Tu places {{money 25}} dans chacune de 4 entreprises. Trois d’entre elles restent à {{money 25}}, mais une tombe à {{money 15}}. Combien valent maintenant tes quatre placements ensemble ?',
              ar: 'وضعت {{money 25}} في كل شركة من 4 شركات. بقيت ثلاث منها عند {{money 25}}، لكن واحدة هبطت إلى {{money 15}}. كم تساوي استثماراتك الأربعة معًا الآن؟',
            },
            correct: 90,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Add 25 + 25 + 25 + 15.',
              fr: 'Additionne 25 + 25 + 25 + 15.',
              ar: 'اجمع 25 + 25 + 25 + 15.',
            },
            explanation: {
              en: '{{money 25}} + {{money 25}} + {{money 25}} + {{money 15}} = {{money 90}}. You lost {{money 10}} out of {{money 100}}. If all {{money 100}} had been in that one company, you would have lost {{money 40}}! That is diversification at work.',
              fr: '{{money 25}} + {{money 25}} + {{money 25}} + {{money 15}} = {{money 90}}. Tu as perdu {{money 10}} sur {{money 100}}. Si tes {{money 100}} avaient tous été dans cette entreprise-là, tu aurais perdu {{money 40}} ! Voilà la diversification en action.',
              ar: '{{money 25}} + {{money 25}} + {{money 25}} + {{money 15}} = {{money 90}}. لقد خسرت {{money 10}} من أصل {{money 100}}. ولو كان المبلغ كله، أي {{money 100}}، في تلك الشركة وحدها، لخسرت {{money 40}}! هكذا يعمل التنويع.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'risk-and-diversification',
            prompt: {
              en: 'True or false: diversification removes all risk from investing.',
              fr: 'Vrai ou faux : la diversification supprime tout le risque quand on investit.',
              ar: 'صواب أم خطأ: التنويع يزيل كل المخاطرة من الاستثمار.',
            },
            correct: false,
            hint: {
              en: 'Check the warning box.',
              fr: 'Regarde l’encadré d’avertissement.',
              ar: 'انظر إلى مربّع التحذير.',
            },
            explanation: {
              en: 'False! Diversification lowers risk, but when the whole market falls, most investments can fall together. Investing always has some risk.',
              fr: 'Faux ! La diversification diminue le risque, mais quand toute la Bourse baisse, la plupart des placements peuvent baisser ensemble. Investir comporte toujours un peu de risque.',
              ar: 'خطأ! التنويع يقلّل المخاطرة، لكن عندما تنخفض السوق كلها قد تنخفض معظم الاستثمارات معًا. في الاستثمار شيء من المخاطرة دائمًا.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'risk-and-diversification',
            prompt: {
              en: 'Put these in order from the least risky to the most risky.',
              fr: 'Range ces choix du moins risqué au plus risqué.',
              ar: 'رتّب هذه الخيارات من الأقل مخاطرة إلى الأكثر مخاطرة.',
            },
            items: [
              { id: 'a', text: { en: 'All your money in one brand-new company', fr: 'Tout ton argent dans une seule entreprise toute nouvelle', ar: 'كل مالك في شركة واحدة جديدة تمامًا' } },
              { id: 'b', text: { en: 'Money kept in a savings account', fr: 'De l’argent gardé sur un compte d’épargne', ar: 'مال محفوظ في حساب توفير' } },
              { id: 'c', text: { en: 'Money spread across many companies in different industries', fr: 'De l’argent réparti entre beaucoup d’entreprises de secteurs différents', ar: 'مال موزّع على شركات كثيرة في مجالات مختلفة' } },
            ],
            correctOrder: ['b', 'c', 'a'],
            hint: {
              en: 'Which option puts all the eggs in one basket?',
              fr: 'Quel choix met tous les œufs dans le même panier ?',
              ar: 'أيّ خيار يضع كل البيض في سلّة واحدة؟',
            },
            explanation: {
              en: 'A savings account is the least risky, a diversified set of shares carries some risk, and putting everything in one brand-new company is the most risky. Knowing this helps you choose wisely.',
              fr: 'Le compte d’épargne est le moins risqué, un ensemble d’actions diversifié comporte un certain risque, et tout mettre dans une seule entreprise toute nouvelle est le plus risqué. Savoir ça t’aide à bien choisir.',
              ar: 'حساب التوفير هو الأقل مخاطرة، ومجموعة الأسهم المتنوّعة فيها بعض المخاطرة، ووضع كل شيء في شركة واحدة جديدة تمامًا هو الأكثر مخاطرة. معرفة ذلك تساعدك على الاختيار بحكمة.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'thinking-long-term',
      title: {
        en: 'Thinking Long-Term',
        fr: 'Voir à long terme',
        ar: 'التفكير على المدى الطويل',
      },
      estimatedMinutes: 8,
      xpReward: 20,
      pictures: [
        {
          name: 'growing-over-time',
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#E3F2FD"/><circle cx="36" cy="34" r="16" fill="#FFD54F"/><path d="M0 168Q160 150 320 166V200H0z" fill="#A8D890"/><polyline points="20,118 44,108 60,116 84,94 102,102 126,80 142,88 168,64 184,72 210,48 228,56 252,34 268,40 300,16" fill="none" stroke="#FF8A3D" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/><rect x="62" y="150" width="4" height="14" fill="#8D6E63"/><circle cx="64" cy="146" r="8" fill="#66BB6A"/><rect x="145" y="134" width="8" height="30" fill="#8D6E63"/><circle cx="149" cy="122" r="20" fill="#4CAF50"/><rect x="245" y="118" width="14" height="48" fill="#795548"/><circle cx="252" cy="100" r="30" fill="#388E3C"/><circle cx="232" cy="112" r="18" fill="#43A047"/><circle cx="272" cy="112" r="18" fill="#43A047"/></svg>',
          alt: {
            en: 'Under the sun, a wiggly orange line dips now and then but climbs higher and higher, above three trees that grow from a tiny sapling to a big leafy tree.',
            fr: 'Sous le soleil, une ligne orange en zigzag redescend de temps en temps mais grimpe de plus en plus haut, au-dessus de trois arbres qui vont d’une toute petite pousse à un grand arbre feuillu.',
            ar: 'تحت الشمس، خطّ برتقالي متعرّج يهبط بين حين وآخر لكنه يصعد أعلى فأعلى، فوق ثلاث أشجار تكبر من شتلة صغيرة إلى شجرة كبيرة كثيفة الأوراق.',
          },
        },
      ],
      blocks: [
        {
          id: 'intro',
          type: 'text',
          markdown: {
            en: md(
              '# Thinking long-term',
              '',
              'Share prices go up and down all the time. Over a few days or months, those moves can look scary. But historically, broad groups of shares have tended to grow over **many years**, even though there were bad years along the way. Past results never guarantee the future, though.',
              '',
              'Long-term investors:',
              '',
              '- **Stay patient** and don’t panic-sell when prices dip.',
              '- **Keep investing regularly**, a little at a time.',
              '- **Let compounding work**: growth builds on earlier growth, just like compound interest.',
              '- **Only invest money they won’t need soon**, so they are never forced to sell at a bad time.',
            ),
            fr: md(
              '# Voir à long terme',
              '',
              'Le prix des actions monte et descend sans arrêt. Sur quelques jours ou quelques mois, ces mouvements peuvent faire peur. Mais dans le passé, les grands ensembles d’actions ont eu tendance à grandir sur **de nombreuses années**, même s’il y a eu de mauvaises années en chemin. Attention quand même : ce qui s’est passé avant ne garantit jamais l’avenir.',
              '',
              'Les investisseurs qui voient à long terme :',
              '',
              '- **Restent patients** et ne vendent pas dans la panique quand les prix baissent.',
              '- **Continuent d’investir régulièrement**, un peu à la fois.',
              '- **Laissent jouer l’effet boule de neige** : la croissance s’ajoute à la croissance d’avant, exactement comme les intérêts composés.',
              '- **N’investissent que de l’argent dont ils n’auront pas besoin bientôt**, pour ne jamais être obligés de vendre au mauvais moment.',
            ),
            ar: md(
              '# التفكير على المدى الطويل',
              '',
              'ترتفع أسعار الأسهم وتنخفض طوال الوقت. وعلى مدى بضعة أيام أو أشهر قد تبدو هذه التحرّكات مخيفة. لكن في الماضي، مالت مجموعات الأسهم الواسعة إلى النموّ على مدى **سنوات كثيرة**، مع أنها مرّت بسنوات سيّئة في الطريق. ومع ذلك، فإن نتائج الماضي لا تضمن المستقبل أبدًا.',
              '',
              'المستثمرون الذين يفكّرون على المدى الطويل:',
              '',
              '- **يصبرون** ولا يبيعون في حالة ذعر عندما تنخفض الأسعار.',
              '- **يواصلون الاستثمار بانتظام**، قليلًا في كل مرة.',
              '- **يتركون التراكم يعمل**: النموّ يُبنى على نموّ سابق، تمامًا مثل الفائدة المركّبة.',
              '- **لا يستثمرون إلا مالًا لن يحتاجوا إليه قريبًا**، حتى لا يُضطرّوا أبدًا إلى البيع في وقت سيّئ.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'growing-over-time' },
        {
          id: 'simulator-note',
          type: 'callout',
          tone: 'warning',
          markdown: {
            en: 'The academy’s stock simulator uses **pretend money only**. No real money is ever used, won or lost. It is a safe place to practise, and real investing should always involve a parent or trusted adult.',
            fr: 'Le simulateur de Bourse d’Academy utilise **uniquement de l’argent pour de faux**. Aucun vrai argent n’y est jamais utilisé, gagné ou perdu. C’est un endroit sûr pour s’entraîner ; pour investir pour de vrai, il faut toujours le faire avec un parent ou un adulte de confiance.',
            ar: 'يستخدم محاكي سوق الأسهم في الأكاديمية **نقودًا افتراضية فقط**. لا تُستخدم فيه نقود حقيقية أبدًا، ولا تُربح ولا تُخسر. إنه مكان آمن للتدرّب، أمّا الاستثمار الحقيقي فيجب أن يكون دائمًا بمشاركة أحد الوالدين أو شخص بالغ تثق به.',
          },
        },
        {
          id: 'simulator-tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Try it in the simulator: open a company’s chart and switch from the last hour to the last month, then to all time. Moves that look big over an hour often look small over a longer stretch.',
            fr: 'Essaie dans le simulateur de Bourse : ouvre le graphique d’une entreprise et passe de la dernière heure au dernier mois, puis à tout l’historique. Des mouvements qui paraissent énormes sur une heure semblent souvent minuscules sur une plus longue période.',
            ar: 'جرّب ذلك في محاكي سوق الأسهم: افتح الرسم البياني لإحدى الشركات، وانتقل من الساعة الأخيرة إلى الشهر الأخير، ثم إلى كل المدة. التحرّكات التي تبدو كبيرة خلال ساعة كثيرًا ما تبدو صغيرة على مدى أطول.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'long-term-thinking',
            prompt: {
              en: 'True or false: the academy’s stock simulator uses real money.',
              fr: 'Vrai ou faux : le simulateur de Bourse d’Academy utilise du vrai argent.',
              ar: 'صواب أم خطأ: يستخدم محاكي سوق الأسهم في الأكاديمية نقودًا حقيقية.',
            },
            correct: false,
            hint: {
              en: 'Look at the warning box.',
              fr: 'Regarde l’encadré d’avertissement.',
              ar: 'انظر إلى مربّع التحذير.',
            },
            explanation: {
              en: 'False! The simulator uses pretend money only, so you can practise and make mistakes safely. Learning from mistakes with pretend money is a great idea!',
              fr: 'Faux ! Le simulateur n’utilise que de l’argent pour de faux : tu peux t’entraîner et te tromper sans danger. Apprendre de ses erreurs avec de l’argent pour de faux, c’est une excellente idée !',
              ar: 'خطأ! لا يستخدم المحاكي إلا نقودًا افتراضية، فتستطيع أن تتدرّب وتخطئ بأمان. التعلّم من الأخطاء بنقود افتراضية فكرة رائعة!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'long-term-thinking',
            prompt: {
              en: 'Your simulator shares drop 8% in one week. What would a long-term investor most likely do?',
              fr: 'Tes actions dans le simulateur perdent 8 % en une semaine. Que ferait le plus probablement un investisseur qui voit à long terme ?',
              ar: 'انخفضت أسهمك في المحاكي بنسبة 8٪ في أسبوع واحد. ماذا سيفعل على الأرجح مستثمر يفكّر على المدى الطويل؟',
            },
            options: [
              { id: 'a', text: { en: 'Panic and sell everything right away', fr: 'Paniquer et tout vendre tout de suite', ar: 'يذعر ويبيع كل شيء فورًا' } },
              { id: 'b', text: { en: 'Stay calm, remember their plan, and think about the long run', fr: 'Rester calme, se rappeler son plan et penser au long terme', ar: 'يبقى هادئًا، ويتذكّر خطّته، ويفكّر في المدى الطويل' } },
              { id: 'c', text: { en: 'Put all their money into one different share to win it back fast', fr: 'Mettre tout son argent dans une autre action pour tout récupérer vite', ar: 'يضع كل ماله في سهم آخر ليستعيد ما خسره بسرعة' } },
            ],
            correct: 'b',
            hint: {
              en: 'Short dips are normal.',
              fr: 'Les petites baisses de courte durée, c’est normal.',
              ar: 'الانخفاضات القصيرة أمر طبيعي.',
            },
            explanation: {
              en: 'Long-term investors expect ups and downs, so they stick to their plan instead of reacting to one bad week. Chasing quick wins usually adds risk.',
              fr: 'Les investisseurs qui voient à long terme s’attendent à des hauts et des bas : ils gardent leur plan au lieu de réagir à une mauvaise semaine. Courir après les gains rapides ajoute en général du risque.',
              ar: 'يتوقّع المستثمرون على المدى الطويل الصعود والهبوط، لذلك يلتزمون بخطّتهم بدل أن ينفعلوا بسبب أسبوع سيّئ واحد. أمّا اللهاث وراء المكاسب السريعة فيزيد المخاطرة عادةً.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'long-term-thinking',
            prompt: {
              en: 'An investment of {{money 1000}} doubles in value over 10 years, then doubles again over the next 10 years. How much is it worth after 20 years?',
              fr: 'Un placement de {{money 1000}} double de valeur en 10 ans, puis double encore pendant les 10 années suivantes. Combien vaut-il au bout de 20 ans ?',
              ar: 'استثمار قيمته {{money 1000}} تضاعفت قيمته خلال 10 سنوات، ثم تضاعفت مرة أخرى خلال السنوات العشر التالية. كم تساوي قيمته بعد 20 سنة؟',
            },
            correct: 4000,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Double {{money 1000}}, then double the result.',
              fr: 'Double {{money 1000}}, puis double le résultat.',
              ar: 'ضاعف {{money 1000}}، ثم ضاعف الناتج.',
            },
            explanation: {
              en: '{{money 1000}} doubles to {{money 2000}}, then {{money 2000}} doubles to {{money 4000}}. That is compounding: the second doubling adds more than the first!',
              fr: '{{money 1000}} deviennent {{money 2000}}, puis {{money 2000}} deviennent {{money 4000}}. C’est l’effet boule de neige : le deuxième doublement rapporte plus que le premier !',
              ar: 'تتضاعف {{money 1000}} فتصبح {{money 2000}}، ثم تتضاعف {{money 2000}} فتصبح {{money 4000}}. هذا هو التراكم: المضاعفة الثانية تضيف أكثر من الأولى!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'long-term-thinking',
            prompt: {
              en: 'Which of these are long-term investing habits? Pick all that are right.',
              fr: 'Lesquelles de ces habitudes sont celles d’un investisseur à long terme ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه العادات من عادات الاستثمار على المدى الطويل؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'a', text: { en: 'Investing a little regularly', fr: 'Investir un peu, régulièrement', ar: 'الاستثمار بمبالغ صغيرة بانتظام' } },
              { id: 'b', text: { en: 'Selling in a panic whenever prices dip', fr: 'Vendre dans la panique dès que les prix baissent', ar: 'البيع في حالة ذعر كلما انخفضت الأسعار' } },
              { id: 'c', text: { en: 'Only investing money you won’t need soon', fr: 'N’investir que de l’argent dont on n’aura pas besoin bientôt', ar: 'عدم استثمار إلا المال الذي لن تحتاج إليه قريبًا' } },
              { id: 'd', text: { en: 'Staying diversified', fr: 'Rester diversifié', ar: 'الحفاظ على التنويع' } },
            ],
            correct: ['a', 'c', 'd'],
            hint: {
              en: 'One of these is the opposite of patience.',
              fr: 'L’une de ces habitudes est le contraire de la patience.',
              ar: 'واحدة من هذه العادات عكس الصبر.',
            },
            explanation: {
              en: 'Investing regularly, using money you won’t need soon and staying diversified are all long-term habits. Panic-selling usually locks in losses.',
              fr: 'Investir régulièrement, n’utiliser que de l’argent dont on n’aura pas besoin bientôt et rester diversifié sont toutes des habitudes de long terme. Vendre dans la panique, en général, ça transforme une baisse passagère en vraie perte.',
              ar: 'الاستثمار بانتظام، واستخدام مال لن تحتاج إليه قريبًا، والحفاظ على التنويع: كلها عادات طويلة المدى. أمّا البيع في حالة ذعر فيحوّل في الغالب انخفاضًا عابرًا إلى خسارة حقيقية.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'long-term-thinking',
            prompt: {
              en: 'Put these steps in a sensible order for starting to practise in the simulator.',
              fr: 'Remets ces étapes dans un ordre logique pour commencer à t’entraîner dans le simulateur.',
              ar: 'رتّب هذه الخطوات ترتيبًا معقولًا لتبدأ التدرّب في المحاكي.',
            },
            items: [
              { id: 'a', text: { en: 'Check your portfolio now and then and learn from the results', fr: 'Regarder ton portefeuille de temps en temps et tirer des leçons des résultats', ar: 'تفقّد محفظتك بين حين وآخر وتعلّم من النتائج' } },
              { id: 'b', text: { en: 'Learn what the companies you like actually do', fr: 'Découvrir ce que font vraiment les entreprises qui te plaisent', ar: 'تعرّف على ما تفعله حقًّا الشركات التي تعجبك' } },
              { id: 'c', text: { en: 'Spread your pretend money across several companies', fr: 'Répartir ton argent pour de faux entre plusieurs entreprises', ar: 'وزّع نقودك الافتراضية على عدّة شركات' } },
              { id: 'd', text: { en: 'Decide on a long-term plan', fr: 'Choisir un plan à long terme', ar: 'قرّر خطّة طويلة المدى' } },
            ],
            correctOrder: ['b', 'd', 'c', 'a'],
            hint: {
              en: 'Research comes before spending.',
              fr: 'On se renseigne avant de dépenser.',
              ar: 'البحث والتعرّف يأتيان قبل الإنفاق.',
            },
            explanation: {
              en: 'First learn about the companies, then make a plan, then spread your pretend money around, and finally review and learn. That is how thoughtful investors work!',
              fr: 'D’abord, tu te renseignes sur les entreprises, puis tu fais un plan, ensuite tu répartis ton argent pour de faux, et enfin tu fais le point et tu en tires des leçons. C’est comme ça que travaillent les investisseurs réfléchis !',
              ar: 'تعرّف أولًا على الشركات، ثم ضع خطّة، ثم وزّع نقودك الافتراضية، وأخيرًا راجع النتائج وتعلّم منها. هكذا يعمل المستثمرون المتأنّون!',
            },
          },
        },
      ],
    },
  ],
};
