import { md } from './md';
import type { CurriculumCourse } from './types';

/*
 * Spending and giving, for ages 7–9: every choice gives something up, the same thing can cost more or less in
 * different shops, adverts are made to make us want things, money and PINs are kept safe, and part of our money can
 * help others. Calm about safety: the answer is always to tell a grown-up you trust.
 */

const fairStall = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#eef6ff"/>
<rect y="166" width="320" height="34" fill="#cfe3c4"/>
<rect x="150" y="60" width="156" height="8" rx="3" fill="#a0724a"/>
<rect x="150" y="116" width="156" height="8" rx="3" fill="#a0724a"/>
<rect x="150" y="60" width="6" height="106" fill="#8a5a3b"/>
<rect x="300" y="60" width="6" height="106" fill="#8a5a3b"/>
<rect x="166" y="26" width="40" height="34" rx="3" fill="#3a86ff"/>
<rect x="170" y="30" width="6" height="26" fill="#2a66cc"/>
<circle cx="192" cy="43" r="7" fill="#ffd166"/>
<rect x="224" y="38" width="28" height="22" rx="5" fill="#80ed99"/>
<rect x="222" y="32" width="32" height="8" rx="3" fill="#38b000"/>
<circle cx="282" cy="46" r="14" fill="#ff6b6b"/>
<path d="M270 42q12 8 24 0" stroke="#fff" stroke-width="3" fill="none"/>
<rect x="168" y="84" width="30" height="32" rx="3" fill="#9b5de5"/>
<rect x="212" y="92" width="24" height="24" rx="4" fill="#fee440"/>
<circle cx="270" cy="102" r="13" fill="#00bbf9"/>
<circle cx="80" cy="66" r="20" fill="#d9a066"/>
<path d="M60 64q0-24 20-24q20 0 20 24q-6-10-20-10q-14 0-20 10z" fill="#c1440e"/>
<circle cx="74" cy="66" r="2.5" fill="#222"/>
<circle cx="86" cy="66" r="2.5" fill="#222"/>
<path d="M74 76q6 4 12 0" stroke="#222" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<rect x="58" y="88" width="44" height="52" rx="13" fill="#f77f00"/>
<rect x="62" y="138" width="14" height="28" rx="5" fill="#3d405b"/>
<rect x="84" y="138" width="14" height="28" rx="5" fill="#3d405b"/>
<path d="M100 100l20 16" stroke="#d9a066" stroke-width="8" stroke-linecap="round"/>
<path d="M112 118h36l-6 26h-24z" fill="#e9c46a" stroke="#b08a3e" stroke-width="2"/>
<path d="M116 118q14-22 28 0" stroke="#b08a3e" stroke-width="3" fill="none"/>
<circle cx="116" cy="40" r="6" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="132" cy="30" r="6" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
</svg>`;

const twoShops = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#f4f1ff"/>
<rect y="170" width="320" height="30" fill="#d8d0f0"/>
<rect x="14" y="40" width="96" height="130" rx="6" fill="#ffffff" stroke="#b8aee0" stroke-width="3"/>
<path d="M10 40h104l-8-20H18z" fill="#ff8fab"/>
<rect x="210" y="40" width="96" height="130" rx="6" fill="#ffffff" stroke="#b8aee0" stroke-width="3"/>
<path d="M206 40h104l-8-20H214z" fill="#8ecae6"/>
<rect x="14" y="112" width="96" height="6" fill="#b8aee0"/>
<rect x="210" y="112" width="96" height="6" fill="#b8aee0"/>
<rect x="44" y="66" width="34" height="46" rx="3" fill="#3a86ff"/>
<rect x="48" y="70" width="4" height="38" fill="#2a66cc"/>
<rect x="240" y="66" width="34" height="46" rx="3" fill="#3a86ff"/>
<rect x="244" y="70" width="4" height="38" fill="#2a66cc"/>
<path d="M30 124h28l8 10l-8 10H30z" fill="#ffd166"/>
<circle cx="36" cy="134" r="3" fill="#fff"/>
<path d="M226 124h20l8 10l-8 10h-20z" fill="#ffd166"/>
<circle cx="232" cy="134" r="3" fill="#fff"/>
<circle cx="160" cy="80" r="18" fill="#a86b3c"/>
<path d="M142 78q0-22 18-22q18 0 18 22q0 26-4 34l-2-30q-4-10-12-10q-8 0-12 10l-2 30q-4-8-4-34z" fill="#1d1d1d"/>
<circle cx="154" cy="80" r="2.5" fill="#111"/>
<circle cx="166" cy="80" r="2.5" fill="#111"/>
<path d="M154 89q6 4 12 0" stroke="#111" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M140 104h40l6 54h-52z" fill="#2a9d8f"/>
<rect x="144" y="156" width="12" height="16" fill="#264653"/>
<rect x="164" y="156" width="12" height="16" fill="#264653"/>
<path d="M180 112l14-14" stroke="#a86b3c" stroke-width="7" stroke-linecap="round"/>
<circle cx="202" cy="90" r="11" fill="#e0f7ff" stroke="#555" stroke-width="4"/>
<path d="M194 98l-6 6" stroke="#555" stroke-width="5" stroke-linecap="round"/>
</svg>`;

const advert = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#fff8e7"/>
<rect y="172" width="320" height="28" fill="#f1ddb4"/>
<rect x="110" y="24" width="180" height="116" rx="10" fill="#2b2d42"/>
<rect x="120" y="34" width="160" height="96" rx="5" fill="#ffe5ec"/>
<path d="M140 52l4 9l10 1l-8 6l3 10l-9-6l-9 6l3-10l-8-6l10-1z" fill="#ffb703"/>
<path d="M258 96l3 7l8 1l-6 5l2 8l-7-4l-7 4l2-8l-6-5l8-1z" fill="#ffb703"/>
<path d="M252 46v16a5 4 0 1 1-3-4v-12h12v4z" fill="#8338ec"/>
<path d="M142 104v12a4 3 0 1 1-2-3v-9z" fill="#8338ec"/>
<rect x="176" y="70" width="52" height="34" rx="10" fill="#adb5bd"/>
<rect x="214" y="56" width="30" height="26" rx="8" fill="#adb5bd"/>
<circle cx="232" cy="66" r="4" fill="#00f5d4"/>
<ellipse cx="216" cy="70" rx="6" ry="13" transform="rotate(20 216 70)" fill="#6c757d"/>
<ellipse cx="242" cy="70" rx="6" ry="13" transform="rotate(-20 242 70)" fill="#6c757d"/>
<ellipse cx="244" cy="76" rx="4" ry="3" fill="#343a40"/>
<rect x="180" y="102" width="8" height="16" rx="3" fill="#6c757d"/>
<rect x="214" y="102" width="8" height="16" rx="3" fill="#6c757d"/>
<path d="M177 76q-8-2-10-10" stroke="#6c757d" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M168 112q-8 0-12 6M236 112q8 0 12 6" stroke="#ffb703" stroke-width="3" fill="none" stroke-linecap="round"/>
<rect x="190" y="140" width="20" height="26" fill="#2b2d42"/>
<rect x="170" y="164" width="60" height="8" rx="3" fill="#2b2d42"/>
<circle cx="54" cy="96" r="20" fill="#f1c27d"/>
<path d="M34 94q0-24 20-24q20 0 20 24q-4-10-20-10q-16 0-20 10z" fill="#e76f51"/>
<circle cx="60" cy="94" r="2.5" fill="#222"/>
<circle cx="70" cy="92" r="2.5" fill="#222"/>
<circle cx="62" cy="105" r="4" fill="#222"/>
<path d="M34 118h40l6 54h-52z" fill="#4361ee"/>
<rect x="258" y="156" width="52" height="8" rx="3" fill="#a0724a"/>
<rect x="274" y="140" width="20" height="12" rx="4" fill="#ced4da"/>
<rect x="288" y="134" width="10" height="9" rx="3" fill="#ced4da"/>
<rect x="276" y="150" width="4" height="6" fill="#adb5bd"/>
<rect x="288" y="150" width="4" height="6" fill="#adb5bd"/>
</svg>`;

const safe = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#eaf7f4"/>
<rect x="30" y="158" width="260" height="12" rx="4" fill="#a0724a"/>
<rect x="56" y="70" width="124" height="88" rx="16" fill="#ff8fab"/>
<rect x="56" y="70" width="124" height="20" rx="10" fill="#ffafcc"/>
<rect x="98" y="76" width="40" height="7" rx="3.5" fill="#9d174d"/>
<circle cx="118" cy="56" r="9" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<rect x="64" y="154" width="16" height="8" rx="3" fill="#9d174d"/>
<rect x="156" y="154" width="16" height="8" rx="3" fill="#9d174d"/>
<path d="M104 112v-10a14 14 0 0 1 28 0v10" stroke="#6c757d" stroke-width="6" fill="none"/>
<rect x="96" y="110" width="44" height="34" rx="6" fill="#ffc300"/>
<circle cx="118" cy="124" r="5" fill="#6c5300"/>
<rect x="116" y="126" width="4" height="10" fill="#6c5300"/>
<path d="M244 40l40 14v30c0 28-18 44-40 52c-22-8-40-24-40-52v-30z" fill="#4cc9f0"/>
<path d="M244 52l28 10v22c0 20-12 32-28 38c-16-6-28-18-28-38v-22z" fill="#b8f2ff"/>
<path d="M230 86l10 10l20-22" stroke="#2a9d8f" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="30" cy="40" r="4" fill="#6c757d"/>
<path d="M30 44v12" stroke="#6c757d" stroke-width="2"/>
<circle cx="30" cy="64" r="8" fill="none" stroke="#e9c46a" stroke-width="4"/>
<path d="M30 72v22M30 86h7M30 92h5" stroke="#e9c46a" stroke-width="4" stroke-linecap="round"/>
</svg>`;

const threeJars = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#fff1f3"/>
<rect x="20" y="156" width="280" height="12" rx="4" fill="#a0724a"/>
<g stroke="#9ab7c6" stroke-width="3" fill="#e3f2f9">
<path d="M36 70h64q6 0 6 8v70q0 8-8 8H38q-8 0-8-8V78q0-8 6-8z"/>
<path d="M128 70h64q6 0 6 8v70q0 8-8 8h-60q-8 0-8-8V78q0-8 6-8z"/>
<path d="M220 70h64q6 0 6 8v70q0 8-8 8h-60q-8 0-8-8V78q0-8 6-8z"/>
</g>
<rect x="40" y="58" width="56" height="12" rx="4" fill="#f4a261"/>
<rect x="132" y="58" width="56" height="12" rx="4" fill="#2a9d8f"/>
<rect x="224" y="58" width="56" height="12" rx="4" fill="#e76f51"/>
<path d="M54 92h28l-4 30H58z" fill="#f4a261"/>
<path d="M60 92q8-14 16 0" stroke="#f4a261" stroke-width="3" fill="none"/>
<path d="M160 122v-22" stroke="#2a9d8f" stroke-width="4"/>
<path d="M160 104q-14-2-16-14q14 0 16 14zM160 100q12-4 16-16q-14 0-16 16z" fill="#2a9d8f"/>
<path d="M252 122l-18-17a10 10 0 0 1 18-10a10 10 0 0 1 18 10z" fill="#e63946"/>
<circle cx="58" cy="144" r="7" fill="#f4b400"/>
<circle cx="74" cy="146" r="7" fill="#f4b400"/>
<circle cx="152" cy="144" r="7" fill="#f4b400"/>
<circle cx="168" cy="146" r="7" fill="#f4b400"/>
<circle cx="244" cy="146" r="7" fill="#f4b400"/>
<circle cx="260" cy="144" r="7" fill="#f4b400"/>
<circle cx="252" cy="30" r="9" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<path d="M252 42v10" stroke="#c98f00" stroke-width="2" stroke-dasharray="2 2"/>
<path d="M296 30l4 4M300 22l6-2M206 24l-6-2M208 34l-4 4" stroke="#e63946" stroke-width="2" stroke-linecap="round"/>
</svg>`;

export const spendingAndGiving: CurriculumCourse = {
  slug: 'spending-and-giving',
  title: { en: 'Spending and Giving', fr: 'Dépenser et donner', ar: 'الإنفاق والعطاء' },
  summary: {
    en: 'Choosing what to buy, comparing prices, seeing through adverts, keeping money safe and sharing with others.',
    fr: 'Choisir ce qu’on achète, comparer les prix, déjouer les pubs, protéger son argent et partager avec les autres.',
    ar: 'اختيار ما نشتريه، ومقارنة الأسعار، وفهم حيل الإعلانات، وحماية المال، ومشاركة الآخرين.',
  },
  description: {
    en: 'Go shopping with children who choose between a book and slime, compare notebook prices, spot the tricks in an advert, keep their birthday money safe and fill a share jar. You will learn that every choice means giving something up, how to find a fair price, how adverts make us want things, how to look after your money and your PIN, and how to choose a cause to help.',
    fr: 'Pars faire les courses avec des enfants qui hésitent entre un livre et du slime, comparent le prix d’un cahier, repèrent les astuces d’une publicité, protègent l’argent de leur anniversaire et remplissent un bocal du partage. Tu apprendras que chaque choix oblige à renoncer à quelque chose, comment trouver le bon prix, comment la publicité nous donne envie, comment protéger ton argent et ton code secret, et comment choisir une cause à aider.',
    ar: 'رافق أطفالًا يحتارون بين كتاب وعلبة سلايم، ويقارنون أسعار الدفاتر، ويكتشفون حيل الإعلانات، ويحمون مال عيد ميلادهم، ويملؤون حصّالة العطاء. ستتعلّم أنّ كل اختيار يعني التخلّي عن شيء، وكيف تجد السعر المناسب، وكيف تجعلنا الإعلانات نرغب في الأشياء، وكيف تحمي مالك ورقمك السرّي، وكيف تختار قضية تساعدها.',
  },
  subject: 'giving',
  ageBand: '7-9',
  featured: false,
  lessons: [
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'choosing-what-to-buy',
      title: { en: 'Choosing What to Buy', fr: 'Choisir ce qu’on achète', ar: 'نختار ما نشتريه' },
      estimatedMinutes: 5,
      xpReward: 10,
      pictures: [
        {
          name: 'fair-stall',
          svg: fairStall,
          alt: {
            en: 'A boy with a shopping basket and a few coins looks at a stall with shelves of things to buy: a book, a pot of slime, a ball and more.',
            fr: 'Un garçon, un panier à la main et quelques pièces, regarde un stand dont les étagères proposent un livre, un pot de slime, une balle et d’autres objets.',
            ar: 'ولد يحمل سلّة تسوّق ومعه بضع قطع نقدية، ينظر إلى كشك على رفوفه أشياء للبيع: كتاب وعلبة سلايم وكرة وغيرها.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Choosing what to buy',
              '',
              'Ben has {{money 5}} to spend at the school fair. He walks round the stalls and sees lots of things he likes: a story book for {{money 5}}, a pot of slime for {{money 3}} and a bouncy ball for {{money 2}}.',
              '',
              'He can’t have everything. If he buys the book, all his money is gone. If he buys the slime and the ball, there is nothing left for the book.',
              '',
              'Choosing one thing always means **giving up** something else. So Ben stops and thinks: *Which one will I enjoy the most, and for the longest?* He loves stories, and he can read the book again and again. He chooses the book and goes home happy.',
              '',
              'There is no single right answer. A good choice is a choice you have **thought about**.',
            ),
            fr: md(
              '# Choisir ce qu’on achète',
              '',
              'Lucas a {{money 5}} à dépenser à la kermesse. Il fait le tour des stands et voit plein de choses qui lui plaisent : un livre d’histoires à {{money 5}}, un pot de slime à {{money 3}} et une balle rebondissante à {{money 2}}.',
              '',
              'Il ne peut pas tout avoir. S’il achète le livre, il n’a plus d’argent. S’il achète le slime et la balle, il ne reste rien pour le livre.',
              '',
              'Choisir une chose, c’est toujours **renoncer** à une autre. Alors Lucas s’arrête et réfléchit : *Avec quoi vais-je m’amuser le plus, et le plus longtemps ?* Il adore les histoires, et il pourra relire le livre encore et encore. Il choisit le livre et rentre tout content.',
              '',
              'Il n’y a pas une seule bonne réponse. Un bon choix, c’est un choix **réfléchi**.',
            ),
            ar: md(
              '# نختار ما نشتريه',
              '',
              'مع كريم {{money 5}} لينفقها في سوق المدرسة. تجوّل بين الأكشاك فرأى أشياء كثيرة أعجبته: كتاب قصص ثمنه {{money 5}}، وعلبة سلايم ثمنها {{money 3}}، وكرة نطّاطة ثمنها {{money 2}}.',
              '',
              'لا يستطيع أن يشتري كل شيء. إن اشترى الكتاب نفد ماله كلّه، وإن اشترى السلايم والكرة لم يبقَ شيء للكتاب.',
              '',
              'أن تختار شيئًا يعني دائمًا أن **تتخلّى** عن شيء آخر. لذلك توقّف كريم وفكّر: *أيّها سأستمتع به أكثر، ولمدّة أطول؟* هو يحبّ القصص، ويستطيع أن يقرأ الكتاب مرّة بعد مرّة. فاختار الكتاب، وعاد إلى البيت سعيدًا.',
              '',
              'ليس هناك جواب واحد صحيح. الاختيار الجيّد هو الاختيار الذي **فكّرت فيه**.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'fair-stall' },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Walk round all the stalls before you buy anything. The thing you like best might be at the very last one!',
            fr: 'Fais le tour de tous les stands avant d’acheter quoi que ce soit. Ce qui te plaît le plus se trouve peut-être tout au bout !',
            ar: 'تجوّل بين الأكشاك كلّها قبل أن تشتري أيّ شيء، فربّما يكون أكثر ما يعجبك في آخر كشك!',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'making-choices',
            prompt: {
              en: 'Ben has {{money 5}}. Which of these can he buy?',
              fr: 'Lucas a {{money 5}}. Que peut-il acheter ?',
              ar: 'مع كريم {{money 5}}. ماذا يستطيع أن يشتري؟',
            },
            options: [
              { id: 'book-slime', text: { en: 'The book and the slime together', fr: 'Le livre et le slime ensemble', ar: 'الكتاب والسلايم معًا' } },
              { id: 'either', text: { en: 'Either the book, or the slime and the ball', fr: 'Soit le livre, soit le slime et la balle', ar: 'إمّا الكتاب، وإمّا السلايم والكرة' } },
              { id: 'all', text: { en: 'All three things', fr: 'Les trois objets', ar: 'الأشياء الثلاثة كلّها' } },
            ],
            correct: 'either',
            hint: {
              en: 'Add up the prices of each choice and compare them with {{money 5}}.',
              fr: 'Additionne les prix de chaque choix et compare avec {{money 5}}.',
              ar: 'اجمع أسعار كل اختيار وقارنها بـ {{money 5}}.',
            },
            explanation: {
              en: 'The book costs {{money 5}} on its own, and the slime and the ball together cost {{money 5}} too. The book and the slime would cost {{money 8}}, more than Ben has.',
              fr: 'Le livre coûte {{money 5}} à lui seul, et le slime et la balle ensemble coûtent aussi {{money 5}}. Le livre et le slime coûteraient {{money 8}}, plus que ce que Lucas possède.',
              ar: 'الكتاب وحده ثمنه {{money 5}}، والسلايم والكرة معًا ثمنهما {{money 5}} أيضًا. أمّا الكتاب والسلايم فثمنهما {{money 8}}، وهذا أكثر ممّا مع كريم.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'making-choices',
            prompt: {
              en: 'True or false: when you choose to buy one thing, you give up the chance to buy something else with that money.',
              fr: 'Vrai ou faux : quand on choisit d’acheter une chose, on renonce à acheter autre chose avec cet argent.',
              ar: 'صواب أم خطأ: حين تختار أن تشتري شيئًا، تتخلّى عن فرصة شراء شيء آخر بذلك المال.',
            },
            correct: true,
            hint: {
              en: 'Can the same {{money 5}} pay for the book and for the slime and ball?',
              fr: 'Les mêmes {{money 5}} peuvent-ils payer le livre, puis le slime et la balle ?',
              ar: 'هل يكفي المبلغ نفسه، {{money 5}}، لثمن الكتاب ولثمن السلايم والكرة معًا؟',
            },
            explanation: {
              en: 'True! Money spent on one thing can’t be spent on another. That is why it is worth thinking before you choose.',
              fr: 'Vrai ! L’argent dépensé pour une chose ne peut plus servir pour une autre. C’est pour ça qu’il vaut la peine de réfléchir avant de choisir.',
              ar: 'صواب! المال الذي تنفقه على شيء لا يمكن أن تنفقه على شيء آخر، ولهذا يستحقّ الأمر أن تفكّر قبل أن تختار.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'making-choices',
            prompt: {
              en: 'Ben’s friend buys the slime for {{money 3}} with her {{money 5}}. How much money does she have left?',
              fr: 'Une amie de Lucas achète le slime à {{money 3}} avec ses {{money 5}}. Combien d’argent lui reste-t-il ?',
              ar: 'كان مع صديقة كريم {{money 5}}، فاشترت السلايم بـ {{money 3}}. كم بقي معها؟',
            },
            correct: 2,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Take {{money 3}} away from {{money 5}}.',
              fr: 'Enlève {{money 3}} à {{money 5}}.',
              ar: 'اطرح {{money 3}} من {{money 5}}.',
            },
            explanation: {
              en: '{{money 5}} take away {{money 3}} leaves {{money 2}}: just enough for the bouncy ball, if she wants it.',
              fr: '{{money 5}} moins {{money 3}}, il reste {{money 2}} : juste assez pour la balle rebondissante, si elle en a envie.',
              ar: '{{money 5}} ناقص {{money 3}} يبقى {{money 2}}: وهذا يكفي تمامًا للكرة النطّاطة إن أرادتها.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'making-choices',
            prompt: {
              en: 'Which are good reasons for choosing something? Pick all that are right.',
              fr: 'Quelles sont de bonnes raisons de choisir quelque chose ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأسباب جيّدة لاختيار شيء ما؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'use', text: { en: 'I will use it again and again', fr: 'Je vais m’en servir souvent', ar: 'سأستعمله مرّة بعد مرّة' } },
              { id: 'long', text: { en: 'I have wanted it for a long time', fr: 'J’en ai envie depuis longtemps', ar: 'أريده منذ وقت طويل' } },
              { id: 'first', text: { en: 'It was the first thing I saw', fr: 'C’est la première chose que j’ai vue', ar: 'هو أوّل شيء رأيته' } },
              { id: 'everyone', text: { en: 'Everyone else is buying one', fr: 'Tout le monde en achète', ar: 'الجميع يشترونه' } },
            ],
            correct: ['use', 'long'],
            hint: {
              en: 'Which reasons are about you and what you enjoy?',
              fr: 'Quelles raisons parlent de toi et de ce que tu aimes ?',
              ar: 'أيّ الأسباب تتعلّق بك وبما تحبّه أنت؟',
            },
            explanation: {
              en: 'Using something a lot and having wanted it for a long time are good signs. Seeing it first or everyone else buying it are not reasons to spend your money.',
              fr: 'S’en servir souvent et en avoir envie depuis longtemps, ce sont de bons signes. L’avoir vu en premier ou voir tout le monde l’acheter, ce ne sont pas des raisons de dépenser son argent.',
              ar: 'أن تستعمل الشيء كثيرًا، وأن تريده منذ وقت طويل، علامتان جيّدتان. أمّا أن يكون أوّل ما رأيت، أو أن يشتريه الجميع، فليس سببًا لإنفاق مالك.',
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
              en: 'Put the steps for choosing well in the right order.',
              fr: 'Remets dans l’ordre les étapes pour bien choisir.',
              ar: 'رتّب خطوات الاختيار الجيّد بالترتيب الصحيح.',
            },
            items: [
              { id: 'pay', text: { en: 'Decide and pay', fr: 'Se décider et payer', ar: 'اتّخاذ القرار والدفع' } },
              { id: 'look', text: { en: 'Look at all the choices', fr: 'Regarder tous les choix possibles', ar: 'النظر في كل الخيارات' } },
              { id: 'money', text: { en: 'Check how much money you have', fr: 'Vérifier combien d’argent on a', ar: 'معرفة كم معك من المال' } },
              { id: 'think', text: { en: 'Think about which you will enjoy most', fr: 'Réfléchir à ce qu’on aimera le plus', ar: 'التفكير فيما ستستمتع به أكثر' } },
            ],
            correctOrder: ['money', 'look', 'think', 'pay'],
            hint: {
              en: 'Paying always comes last.',
              fr: 'On paie toujours à la fin.',
              ar: 'الدفع يأتي دائمًا في النهاية.',
            },
            explanation: {
              en: 'First check your money, then look at all the choices, think about which you will enjoy most, and only then decide and pay.',
              fr: 'D’abord on vérifie son argent, puis on regarde tous les choix, on réfléchit à ce qu’on aimera le plus, et seulement alors on se décide et on paie.',
              ar: 'اعرف أوّلًا كم معك من المال، ثم انظر في كل الخيارات، وفكّر فيما ستستمتع به أكثر، وبعد ذلك فقط قرّر وادفع.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'comparing-prices',
      title: { en: 'Comparing Prices', fr: 'Comparer les prix', ar: 'نقارن الأسعار' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'two-shops',
          svg: twoShops,
          alt: {
            en: 'A girl with a magnifying glass stands between two shops, each selling the same blue notebook with a price tag.',
            fr: 'Une fillette, une loupe à la main, se tient entre deux magasins qui vendent le même cahier bleu, chacun avec son étiquette de prix.',
            ar: 'بنت تحمل عدسة مكبّرة وتقف بين متجرين، يبيع كلّ منهما الدفتر الأزرق نفسه وعليه بطاقة سعر.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Comparing prices',
              '',
              'Priya needs a new notebook for school. She goes shopping with her dad and notices something surprising: the very same notebook has different prices in different shops.',
              '',
              '- At the corner shop it costs {{money 2.50}}.',
              '- At the supermarket it costs {{money 2}}.',
              '- At the station kiosk it costs {{money 3}}.',
              '',
              'If Priya buys it at the supermarket instead of the kiosk, she keeps {{money 1}} more in her purse. Comparing prices means **looking at a few before you buy**.',
              '',
              'But the cheapest is not always the best. Last year Priya bought a very cheap pencil case, and the zip broke within a week. So now she checks that things are the same, or just as good, before she compares their prices.',
            ),
            fr: md(
              '# Comparer les prix',
              '',
              'Yasmine a besoin d’un nouveau cahier pour l’école. Elle fait les courses avec son papa et remarque une chose étonnante : le même cahier n’a pas le même prix dans tous les magasins.',
              '',
              '- À l’épicerie du coin, il coûte {{money 2.50}}.',
              '- Au supermarché, il coûte {{money 2}}.',
              '- Au kiosque de la gare, il coûte {{money 3}}.',
              '',
              'Si Yasmine l’achète au supermarché plutôt qu’au kiosque, elle garde {{money 1}} de plus dans son porte-monnaie. Comparer les prix, c’est **en regarder plusieurs avant d’acheter**.',
              '',
              'Mais le moins cher n’est pas toujours le meilleur. L’an dernier, Yasmine avait acheté une trousse très bon marché, et la fermeture Éclair a cassé au bout d’une semaine. Maintenant, elle vérifie que les objets sont identiques, ou aussi bons, avant de comparer leurs prix.',
            ),
            ar: md(
              '# نقارن الأسعار',
              '',
              'تحتاج أمل إلى دفتر جديد للمدرسة. ذهبت مع أبيها للتسوّق، فلاحظت شيئًا عجيبًا: الدفتر نفسه تمامًا له أسعار مختلفة في متاجر مختلفة.',
              '',
              '- في دكّان الحيّ ثمنه {{money 2.50}}.',
              '- في السوق الكبير (السوبرماركت) ثمنه {{money 2}}.',
              '- في كشك المحطّة ثمنه {{money 3}}.',
              '',
              'إن اشترته أمل من السوق الكبير بدلًا من كشك المحطّة، يبقى في محفظتها {{money 1}} زيادة. مقارنة الأسعار تعني أن **تنظر في عدّة أسعار قبل أن تشتري**.',
              '',
              'لكنّ الأرخص ليس دائمًا الأفضل. في العام الماضي اشترت أمل مقلمة رخيصة جدًّا، فانكسر سحّابها بعد أسبوع. لذلك صارت تتأكّد أوّلًا أنّ الأشياء متشابهة، أو جيّدة بالقدر نفسه، ثم تقارن أسعارها.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'two-shops' },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Next time you go shopping with a grown-up, be the price detective: find the same thing in two places and see which costs less.',
            fr: 'La prochaine fois que tu fais les courses avec un adulte, joue au détective des prix : trouve le même article à deux endroits et regarde lequel coûte le moins cher.',
            ar: 'في المرّة القادمة التي تتسوّق فيها مع أحد الكبار، كن مُحقّق الأسعار: ابحث عن الشيء نفسه في مكانين، وانظر أيّهما أرخص.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'comparing-prices',
            prompt: {
              en: 'The same notebook costs {{money 2.50}} at the corner shop, {{money 2}} at the supermarket and {{money 3}} at the kiosk. Where is it cheapest?',
              fr: 'Le même cahier coûte {{money 2.50}} à l’épicerie du coin, {{money 2}} au supermarché et {{money 3}} au kiosque. Où est-il le moins cher ?',
              ar: 'الدفتر نفسه ثمنه {{money 2.50}} في دكّان الحيّ، و{{money 2}} في السوق الكبير، و{{money 3}} في الكشك. أين هو أرخص؟',
            },
            options: [
              { id: 'corner', text: { en: 'At the corner shop', fr: 'À l’épicerie du coin', ar: 'في دكّان الحيّ' } },
              { id: 'supermarket', text: { en: 'At the supermarket', fr: 'Au supermarché', ar: 'في السوق الكبير' } },
              { id: 'kiosk', text: { en: 'At the kiosk', fr: 'Au kiosque', ar: 'في الكشك' } },
            ],
            correct: 'supermarket',
            hint: {
              en: 'Look for the smallest amount.',
              fr: 'Cherche la plus petite somme.',
              ar: 'ابحث عن أصغر مبلغ.',
            },
            explanation: {
              en: '{{money 2}} is the smallest price of the three, so the supermarket is the cheapest place for this notebook.',
              fr: '{{money 2}}, c’est le plus petit des trois prix : c’est donc au supermarché que ce cahier est le moins cher.',
              ar: '{{money 2}} أصغر الأسعار الثلاثة، إذن السوق الكبير هو أرخص مكان لهذا الدفتر.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'comparing-prices',
            prompt: {
              en: 'How much does Priya save by buying the notebook at the supermarket for {{money 2}} instead of at the kiosk for {{money 3}}?',
              fr: 'Combien Yasmine économise-t-elle en achetant le cahier au supermarché à {{money 2}} plutôt qu’au kiosque à {{money 3}} ?',
              ar: 'كم توفّر أمل إن اشترت الدفتر من السوق الكبير بـ {{money 2}} بدلًا من الكشك بـ {{money 3}}؟',
            },
            correct: 1,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Find the difference between the two prices.',
              fr: 'Cherche la différence entre les deux prix.',
              ar: 'احسب الفرق بين السعرين.',
            },
            explanation: {
              en: '{{money 3}} take away {{money 2}} leaves {{money 1}}. Looking around kept {{money 1}} in Priya’s purse.',
              fr: '{{money 3}} moins {{money 2}}, il reste {{money 1}}. En comparant, Yasmine a gardé {{money 1}} dans son porte-monnaie.',
              ar: '{{money 3}} ناقص {{money 2}} يبقى {{money 1}}. بفضل المقارنة بقي {{money 1}} في محفظة أمل.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'comparing-prices',
            prompt: {
              en: 'True or false: the cheapest thing is always the best buy.',
              fr: 'Vrai ou faux : le moins cher est toujours le meilleur achat.',
              ar: 'صواب أم خطأ: الأرخص هو دائمًا أفضل شراء.',
            },
            correct: false,
            hint: {
              en: 'Remember Priya’s pencil case.',
              fr: 'Souviens-toi de la trousse de Yasmine.',
              ar: 'تذكّر مقلمة أمل.',
            },
            explanation: {
              en: 'False. A cheap thing that breaks quickly can cost more in the end, because you have to buy it again. Compare things that are just as good.',
              fr: 'Faux. Un objet pas cher qui casse vite peut finir par coûter plus, parce qu’il faut en racheter un. Compare des objets qui sont aussi bons.',
              ar: 'خطأ. الشيء الرخيص الذي ينكسر بسرعة قد يكلّف أكثر في النهاية، لأنّك ستضطرّ إلى شرائه من جديد. قارن بين أشياء جيّدة بالقدر نفسه.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'comparing-prices',
            prompt: {
              en: 'Put these prices in order, from the cheapest to the dearest.',
              fr: 'Range ces prix du moins cher au plus cher.',
              ar: 'رتّب هذه الأسعار من الأرخص إلى الأغلى.',
            },
            items: [
              { id: 'sandwich', text: { en: 'A sandwich: {{money 2.50}}', fr: 'Un sandwich : {{money 2.50}}', ar: 'شطيرة: {{money 2.50}}' } },
              { id: 'banana', text: { en: 'A banana: {{money 0.30}}', fr: 'Une banane : {{money 0.30}}', ar: 'موزة: {{money 0.30}}' } },
              { id: 'juice', text: { en: 'A juice: {{money 1.20}}', fr: 'Un jus de fruits : {{money 1.20}}', ar: 'علبة عصير: {{money 1.20}}' } },
              { id: 'apple', text: { en: 'An apple: {{money 0.40}}', fr: 'Une pomme : {{money 0.40}}', ar: 'تفّاحة: {{money 0.40}}' } },
            ],
            correctOrder: ['banana', 'apple', 'juice', 'sandwich'],
            hint: {
              en: 'Start with the smallest amount, then find the next one up.',
              fr: 'Commence par la plus petite somme, puis cherche la suivante.',
              ar: 'ابدأ بأصغر مبلغ، ثم ابحث عن الذي يليه.',
            },
            explanation: {
              en: 'From cheapest to dearest: the banana ({{money 0.30}}), the apple ({{money 0.40}}), the juice ({{money 1.20}}) and the sandwich ({{money 2.50}}).',
              fr: 'Du moins cher au plus cher : la banane ({{money 0.30}}), la pomme ({{money 0.40}}), le jus de fruits ({{money 1.20}}) et le sandwich ({{money 2.50}}).',
              ar: 'من الأرخص إلى الأغلى: الموزة ({{money 0.30}})، ثم التفّاحة ({{money 0.40}})، ثم العصير ({{money 1.20}})، ثم الشطيرة ({{money 2.50}}).',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'comparing-prices',
            prompt: {
              en: 'One pen costs {{money 0.75}}. A pack of 2 of the same pens costs {{money 1.20}}. How much cheaper is the pack than buying 2 pens one by one?',
              fr: 'Un stylo coûte {{money 0.75}}. Un lot de 2 stylos identiques coûte {{money 1.20}}. De combien le lot est-il moins cher que 2 stylos achetés un par un ?',
              ar: 'ثمن القلم الواحد {{money 0.75}}، وثمن علبة فيها قلمان من النوع نفسه {{money 1.20}}. بكم تقلّ العلبة عن شراء قلمين كلّ واحد وحده؟',
            },
            correct: 0.3,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'First work out what 2 single pens cost.',
              fr: 'Calcule d’abord le prix de 2 stylos achetés séparément.',
              ar: 'احسب أوّلًا ثمن قلمين منفردين.',
            },
            explanation: {
              en: '2 single pens cost {{money 1.50}}. {{money 1.50}} take away {{money 1.20}} leaves {{money 0.30}}, so the pack is cheaper by {{money 0.30}}.',
              fr: '2 stylos à l’unité coûtent {{money 1.50}}. {{money 1.50}} moins {{money 1.20}}, il reste {{money 0.30}} : le lot est moins cher de {{money 0.30}}.',
              ar: 'ثمن قلمين منفردين {{money 1.50}}. و{{money 1.50}} ناقص {{money 1.20}} يبقى {{money 0.30}}، إذن العلبة أرخص بـ {{money 0.30}}.',
            },
          },
        },
        {
          id: 'q6',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'comparing-prices',
            prompt: {
              en: 'Which are smart ways to compare prices? Pick all that are right.',
              fr: 'Quelles sont les bonnes façons de comparer les prix ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الطرق ذكيّة لمقارنة الأسعار؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'tags', text: { en: 'Look at the price tags in more than one shop', fr: 'Regarder les étiquettes dans plusieurs magasins', ar: 'النظر في بطاقات الأسعار في أكثر من متجر' } },
              { id: 'same', text: { en: 'Check that the things are the same, or just as good', fr: 'Vérifier que les objets sont identiques, ou aussi bons', ar: 'التأكّد أنّ الأشياء متشابهة أو جيّدة بالقدر نفسه' } },
              { id: 'first', text: { en: 'Buy the first one you see', fr: 'Acheter le premier qu’on voit', ar: 'شراء أوّل واحد تراه' } },
              { id: 'grown-up', text: { en: 'Ask a grown-up to help you compare', fr: 'Demander à un adulte de t’aider à comparer', ar: 'طلب المساعدة من أحد الكبار في المقارنة' } },
            ],
            correct: ['tags', 'same', 'grown-up'],
            hint: {
              en: 'To compare, you need to look at more than one.',
              fr: 'Pour comparer, il faut en regarder plus d’un.',
              ar: 'لكي تقارن، عليك أن تنظر في أكثر من واحد.',
            },
            explanation: {
              en: 'Looking in more than one shop, checking the things are just as good and asking a grown-up to help are all smart. Buying the first one you see means you have not compared at all.',
              fr: 'Regarder dans plusieurs magasins, vérifier que les objets sont aussi bons et demander de l’aide à un adulte, voilà de bonnes idées. Acheter le premier qu’on voit, c’est ne pas comparer du tout.',
              ar: 'النظر في أكثر من متجر، والتأكّد أنّ الأشياء جيّدة بالقدر نفسه، وطلب المساعدة من أحد الكبار، كلّها طرق ذكيّة. أمّا شراء أوّل ما تراه فيعني أنّك لم تقارن أبدًا.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'how-adverts-work',
      title: { en: 'How Adverts Make Us Want Things', fr: 'Comment la pub nous donne envie', ar: 'كيف تجعلنا الإعلانات نرغب في الأشياء' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'robot-dog-advert',
          svg: advert,
          alt: {
            en: 'A surprised child watches a screen where a robot dog jumps among stars and music notes; on a shelf nearby, the real toy looks much smaller and plainer.',
            fr: 'Un enfant étonné regarde un écran où un chien robot saute au milieu d’étoiles et de notes de musique ; sur une étagère à côté, le vrai jouet paraît bien plus petit et plus simple.',
            ar: 'طفل مندهش يشاهد شاشة يقفز فيها كلب آليّ بين النجوم والنغمات الموسيقية، وعلى رفّ قريب تبدو اللعبة الحقيقية أصغر بكثير وأبسط.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# How adverts make us want things',
              '',
              'Mia is watching a video when an advert pops up. A robot dog flips, dances and barks to loud, happy music. Children laugh and shout: “Best toy ever!” A voice says: “Hurry, only this week!”',
              '',
              'Suddenly Mia really wants that robot dog.',
              '',
              'An **advert** is made by people who want you to buy something. Adverts use clever tricks: catchy songs, bright colours, happy faces and words like “hurry” or “new”. They only show the best bits.',
              '',
              'When Mia sees the robot dog in a shop, it is smaller than it looked, and the batteries cost extra. She is glad she waited.',
              '',
              'Adverts are not bad, and some tell us useful things. But it helps to spot them and ask: *What does it really do? Do I really want it?*',
            ),
            fr: md(
              '# Comment la pub nous donne envie',
              '',
              'Lina regarde une vidéo quand une publicité apparaît. Un chien robot fait des saltos, danse et aboie sur une musique joyeuse et forte. Des enfants rient et crient : « Le meilleur jouet du monde ! » Une voix annonce : « Vite, seulement cette semaine ! »',
              '',
              'Tout à coup, Lina a très envie de ce chien robot.',
              '',
              'Une **publicité** est faite par des gens qui veulent te faire acheter quelque chose. Elle utilise des astuces : des chansons qui restent dans la tête, des couleurs vives, des visages joyeux et des mots comme « vite » ou « nouveau ». Elle ne montre que le meilleur.',
              '',
              'Quand Lina voit le chien robot en magasin, il est plus petit qu’à l’écran, et les piles sont vendues à part. Elle est contente d’avoir attendu.',
              '',
              'Les pubs ne sont pas méchantes, et certaines nous apprennent des choses utiles. Mais c’est bien de savoir les repérer et de se demander : *Que fait-il vraiment ? En ai-je vraiment envie ?*',
            ),
            ar: md(
              '# كيف تجعلنا الإعلانات نرغب في الأشياء',
              '',
              'كانت رنا تشاهد مقطع فيديو حين ظهر إعلان. كلب آليّ يقفز ويرقص وينبح على موسيقى مرحة عالية، وأطفال يضحكون ويهتفون: «أروع لعبة في الدنيا!» ثم يقول صوت: «أسرعوا، هذا الأسبوع فقط!»',
              '',
              'وفجأة صارت رنا تريد ذلك الكلب الآليّ كثيرًا.',
              '',
              '**الإعلان** يصنعه أناس يريدون أن تشتري شيئًا. وللإعلانات حيل ذكيّة: أغانٍ تعلق في الذهن، وألوان زاهية، ووجوه سعيدة، وكلمات مثل «أسرِع» و«جديد». وهي لا تُظهر إلّا أجمل ما في الشيء.',
              '',
              'وحين رأت رنا الكلب الآليّ في المتجر، وجدته أصغر ممّا بدا في الشاشة، والبطاريات تُباع وحدها. ففرحت لأنّها انتظرت.',
              '',
              'الإعلانات ليست سيّئة، وبعضها يخبرنا بأشياء مفيدة. لكن من المفيد أن تنتبه لها وتسأل نفسك: *ماذا يفعل هذا الشيء حقًّا؟ هل أريده حقًّا؟*',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'robot-dog-advert' },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Adverts are not only on TV. They are in games, videos and apps, on buses and posters, and even on cereal boxes. Some are made to look like part of the game.',
            fr: 'Les pubs ne passent pas qu’à la télé. Il y en a dans les jeux, les vidéos et les applis, sur les bus et les affiches, et même sur les boîtes de céréales. Certaines ont l’air de faire partie du jeu.',
            ar: 'الإعلانات ليست في التلفاز فقط، بل في الألعاب ومقاطع الفيديو والتطبيقات، وعلى الحافلات واللوحات، وحتى على علب رقائق الفطور. وبعضها مصنوع ليبدو جزءًا من اللعبة.',
          },
        },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Play **spot the advert**: on your way to school, count how many adverts you can see.',
            fr: 'Joue à **repérer les pubs** : sur le chemin de l’école, compte combien de publicités tu vois.',
            ar: 'العب لعبة **اكتشف الإعلان**: في طريقك إلى المدرسة، عُدّ كم إعلانًا تستطيع أن ترى.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'advertising',
            prompt: {
              en: 'Why do companies make adverts?',
              fr: 'Pourquoi les entreprises font-elles de la publicité ?',
              ar: 'لماذا تصنع الشركات الإعلانات؟',
            },
            options: [
              { id: 'sell', text: { en: 'To make you want to buy what they sell', fr: 'Pour te donner envie d’acheter ce qu’elles vendent', ar: 'لتجعلك ترغب في شراء ما تبيعه' } },
              { id: 'save', text: { en: 'To teach you how to save', fr: 'Pour t’apprendre à épargner', ar: 'لتعلّمك كيف تدّخر' } },
              { id: 'weather', text: { en: 'To tell you about the weather', fr: 'Pour te donner la météo', ar: 'لتخبرك بحالة الطقس' } },
            ],
            correct: 'sell',
            hint: {
              en: 'Who pays for an advert, and what do they hope you will do?',
              fr: 'Qui paie la publicité, et qu’espère-t-il que tu fasses ?',
              ar: 'من يدفع ثمن الإعلان، وماذا يتمنّى أن تفعل؟',
            },
            explanation: {
              en: 'Companies pay for adverts because they want you to want what they sell, and then buy it.',
              fr: 'Les entreprises paient des publicités pour que tu aies envie de ce qu’elles vendent, et que tu l’achètes.',
              ar: 'تدفع الشركات ثمن الإعلانات لأنّها تريدك أن ترغب فيما تبيعه، ثم تشتريه.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'advertising',
            prompt: {
              en: 'Which tricks do adverts often use? Pick all that are right.',
              fr: 'Quelles astuces les publicités utilisent-elles souvent ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الحيل تستعملها الإعلانات كثيرًا؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'music', text: { en: 'Catchy music', fr: 'Une musique entraînante', ar: 'موسيقى تعلق في الذهن' } },
              { id: 'hurry', text: { en: 'Words like “hurry” or “only this week”', fr: 'Des mots comme « vite » ou « seulement cette semaine »', ar: 'كلمات مثل «أسرِع» أو «هذا الأسبوع فقط»' } },
              { id: 'best', text: { en: 'Showing only the best bits', fr: 'Ne montrer que le meilleur', ar: 'إظهار أجمل ما في الشيء فقط' } },
              { id: 'bad', text: { en: 'Telling you all the bad points', fr: 'Te dire tous les défauts', ar: 'إخبارك بكل العيوب' } },
            ],
            correct: ['music', 'hurry', 'best'],
            hint: {
              en: 'Think back to the robot dog advert.',
              fr: 'Repense à la pub du chien robot.',
              ar: 'تذكّر إعلان الكلب الآليّ.',
            },
            explanation: {
              en: 'Catchy music, hurry words and showing only the best bits are all common tricks. An advert hardly ever tells you the bad points, like batteries that cost extra.',
              fr: 'Musique entraînante, mots qui pressent, et seulement le meilleur : ce sont des astuces très courantes. Une pub ne dit presque jamais les défauts, comme les piles vendues à part.',
              ar: 'الموسيقى التي تعلق في الذهن، وكلمات الاستعجال، وإظهار الأجمل فقط، كلّها حيل شائعة. ونادرًا ما يخبرك الإعلان بالعيوب، مثل البطاريات التي تُباع وحدها.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'advertising',
            prompt: {
              en: 'True or false: a toy always looks exactly the same in real life as it does in its advert.',
              fr: 'Vrai ou faux : un jouet a toujours exactement le même air en vrai que dans sa publicité.',
              ar: 'صواب أم خطأ: تبدو اللعبة في الحقيقة دائمًا تمامًا كما تبدو في إعلانها.',
            },
            correct: false,
            hint: {
              en: 'What did Mia notice in the shop?',
              fr: 'Qu’a remarqué Lina au magasin ?',
              ar: 'ماذا لاحظت رنا في المتجر؟',
            },
            explanation: {
              en: 'False. Adverts use close-ups, lights and music to make things look bigger and more exciting. The real toy can be smaller or do less.',
              fr: 'Faux. Les pubs utilisent des gros plans, des lumières et de la musique pour rendre les objets plus grands et plus excitants. Le vrai jouet peut être plus petit, ou faire moins de choses.',
              ar: 'خطأ. تستعمل الإعلانات اللقطات القريبة والأضواء والموسيقى لتجعل الأشياء تبدو أكبر وأكثر إثارة. وقد تكون اللعبة الحقيقية أصغر، أو تفعل أقلّ.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'advertising',
            prompt: {
              en: 'An advert makes you want something straight away. What is a good first step?',
              fr: 'Une pub te donne envie de quelque chose tout de suite. Que faire en premier ?',
              ar: 'جعلك إعلان ترغب في شيء في الحال. ما الخطوة الأولى الجيّدة؟',
            },
            options: [
              { id: 'wait', text: { en: 'Wait a day and think about whether you really want it', fr: 'Attendre un jour et réfléchir pour savoir si tu en as vraiment envie', ar: 'أن تنتظر يومًا وتفكّر هل تريده حقًّا' } },
              { id: 'now', text: { en: 'Buy it at once before it is gone', fr: 'L’acheter tout de suite avant qu’il n’y en ait plus', ar: 'أن تشتريه فورًا قبل أن ينفد' } },
              { id: 'borrow', text: { en: 'Ask a friend to lend you the money', fr: 'Demander à un copain de te prêter l’argent', ar: 'أن تطلب من صديق أن يُقرضك المال' } },
            ],
            correct: 'wait',
            hint: {
              en: 'Adverts want you to hurry. What is the opposite of hurrying?',
              fr: 'La pub veut que tu te dépêches. Quel est le contraire de se dépêcher ?',
              ar: 'الإعلان يريدك أن تستعجل. ما عكس الاستعجال؟',
            },
            explanation: {
              en: 'Waiting a day gives the advert’s magic time to wear off. Then you can decide calmly whether you really want it.',
              fr: 'Attendre un jour laisse à la magie de la pub le temps de s’envoler. Ensuite, tu peux décider calmement si tu en as vraiment envie.',
              ar: 'انتظار يوم واحد يجعل سحر الإعلان يزول، ثم تستطيع أن تقرّر بهدوء هل تريده حقًّا.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'advertising',
            prompt: {
              en: 'An advert makes you want something. Put these steps in the right order.',
              fr: 'Une pub te donne envie de quelque chose. Remets ces étapes dans l’ordre.',
              ar: 'جعلك إعلان ترغب في شيء. رتّب هذه الخطوات بالترتيب الصحيح.',
            },
            items: [
              { id: 'decide', text: { en: 'Decide whether it fits your money', fr: 'Décider si ça rentre dans ton budget', ar: 'أن تقرّر هل يناسب ما معك من مال' } },
              { id: 'notice', text: { en: 'Notice that it is an advert', fr: 'Remarquer que c’est une publicité', ar: 'أن تلاحظ أنّه إعلان' } },
              { id: 'ask', text: { en: 'Ask: what does it really do?', fr: 'Te demander : que fait-il vraiment ?', ar: 'أن تسأل: ماذا يفعل حقًّا؟' } },
              { id: 'wait', text: { en: 'Wait a day', fr: 'Attendre un jour', ar: 'أن تنتظر يومًا' } },
            ],
            correctOrder: ['notice', 'ask', 'wait', 'decide'],
            hint: {
              en: 'You have to spot the advert before you can think about it.',
              fr: 'Il faut d’abord repérer la pub avant de pouvoir y réfléchir.',
              ar: 'عليك أن تكتشف الإعلان أوّلًا قبل أن تفكّر فيه.',
            },
            explanation: {
              en: 'Notice the advert, ask what the thing really does, wait a day, and then decide whether it fits your money. Well done, advert detective!',
              fr: 'On repère la pub, on se demande ce que fait vraiment l’objet, on attend un jour, puis on décide si ça rentre dans son budget. Bravo, détective des pubs !',
              ar: 'لاحظ الإعلان، واسأل ماذا يفعل الشيء حقًّا، وانتظر يومًا، ثم قرّر هل يناسب مالك. أحسنت يا محقّق الإعلانات!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'keeping-money-safe',
      title: { en: 'Keeping Money Safe', fr: 'Protéger son argent', ar: 'نحمي مالنا' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'safe-money',
          svg: safe,
          alt: {
            en: 'A pink money box with a coin going into its slot and a padlock on the front, a shield with a tick, and a key hanging on a hook.',
            fr: 'Une tirelire rose où glisse une pièce, fermée par un cadenas, un bouclier avec une coche, et une clé accrochée à un crochet.',
            ar: 'حصّالة وردية تدخل قطعة نقدية في فتحتها وعليها قفل، ودرع عليه علامة صح، ومفتاح معلّق على مسمار.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Keeping money safe',
              '',
              'Sam got {{money 10}} from his gran for his birthday. Where should he keep it?',
              '',
              '- **At home:** in a money box in his room, not left lying around.',
              '- **In a bank:** some children have a bank account that a grown-up opens with them.',
              '- **When he goes out:** in a purse or a zipped pocket, and only the money he needs.',
              '',
              'At the shop, Sam pays for a {{money 3.50}} book with a {{money 5}} note, and he checks his change: {{money 1.50}}. Correct!',
              '',
              'Money on cards and online needs looking after too. A **PIN** (the secret number for a bank card) and a **password** are like keys. You never share them, not even with your best friend. If a game, a message or anyone online asks for your password, your PIN or money, don’t answer: tell a grown-up you trust.',
            ),
            fr: md(
              '# Protéger son argent',
              '',
              'Pour son anniversaire, Adam a reçu {{money 10}} de sa mamie. Où doit-il les ranger ?',
              '',
              '- **À la maison :** dans une tirelire, dans sa chambre, et pas à traîner n’importe où.',
              '- **À la banque :** certains enfants ont un compte en banque qu’un adulte ouvre avec eux.',
              '- **Quand il sort :** dans un porte-monnaie ou une poche fermée par une fermeture Éclair, et seulement l’argent dont il a besoin.',
              '',
              'Au magasin, Adam paie un livre à {{money 3.50}} avec un billet de {{money 5}}, et il vérifie sa monnaie : {{money 1.50}}. C’est juste !',
              '',
              'L’argent des cartes et d’Internet se protège aussi. Le **code secret** d’une carte bancaire et les **mots de passe** sont comme des clés. On ne les donne jamais, même pas à son meilleur ami. Si un jeu, un message ou quelqu’un sur Internet te demande ton mot de passe, ton code ou de l’argent, ne réponds pas : parles-en à un adulte de confiance.',
            ),
            ar: md(
              '# نحمي مالنا',
              '',
              'أعطت الجدّة سامي {{money 10}} في عيد ميلاده. أين يحفظها؟',
              '',
              '- **في البيت:** في حصّالة في غرفته، لا مرميّة هنا وهناك.',
              '- **في البنك:** بعض الأطفال لديهم حساب في البنك يفتحه لهم أحد الكبار معهم.',
              '- **حين يخرج:** في محفظة أو جيب بسحّاب مغلق، ولا يأخذ إلّا المال الذي يحتاج إليه.',
              '',
              'في المتجر، دفع سامي ثمن كتاب قيمته {{money 3.50}} بورقة نقدية من فئة {{money 5}}، ثم عدّ الباقي: {{money 1.50}}. صحيح!',
              '',
              'والمال الذي في البطاقات وعلى الإنترنت يحتاج إلى حماية أيضًا. **الرقم السرّي** لبطاقة البنك و**كلمة المرور** مثل المفاتيح: لا تعطيهما لأحد أبدًا، ولا حتى لأعزّ أصدقائك. وإن طلبت منك لعبة أو رسالة أو أيّ شخص على الإنترنت كلمة المرور أو الرقم السرّي أو مالًا، فلا تُجب، وأخبر أحد الكبار الذين تثق بهم.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'safe-money' },
        {
          id: 'warning',
          type: 'callout',
          tone: 'warning',
          markdown: {
            en: 'Your PIN and your passwords are yours alone. A real bank will never ask you to tell it your PIN.',
            fr: 'Ton code secret et tes mots de passe n’appartiennent qu’à toi. Une vraie banque ne te demandera jamais ton code secret.',
            ar: 'رقمك السرّي وكلمات مرورك لك وحدك. والبنك الحقيقي لن يطلب منك أبدًا أن تخبره برقمك السرّي.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'staying-safe',
            prompt: {
              en: 'Where is the best place to keep birthday money at home?',
              fr: 'À la maison, où vaut-il mieux ranger l’argent de son anniversaire ?',
              ar: 'أين أفضل مكان تحفظ فيه مال عيد ميلادك في البيت؟',
            },
            options: [
              { id: 'box', text: { en: 'In a money box, in a safe place in your room', fr: 'Dans une tirelire, dans un endroit sûr de ta chambre', ar: 'في حصّالة، في مكان آمن في غرفتك' } },
              { id: 'doorstep', text: { en: 'On the doorstep', fr: 'Sur le pas de la porte', ar: 'على عتبة الباب' } },
              { id: 'bag', text: { en: 'Loose in your school bag', fr: 'En vrac dans ton cartable', ar: 'مبعثرًا في حقيبة المدرسة' } },
            ],
            correct: 'box',
            hint: {
              en: 'Where would it be least likely to get lost?',
              fr: 'Où risque-t-il le moins de se perdre ?',
              ar: 'أين يكون أبعد عن الضياع؟',
            },
            explanation: {
              en: 'A money box kept in a safe place in your room keeps your money together and out of the way, so it does not get lost.',
              fr: 'Une tirelire rangée dans un endroit sûr de ta chambre garde ton argent au même endroit, à l’abri : il ne se perd pas.',
              ar: 'الحصّالة المحفوظة في مكان آمن في غرفتك تُبقي مالك مجتمعًا وبعيدًا عن الأيدي، فلا يضيع.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'staying-safe',
            prompt: {
              en: 'True or false: it is fine to tell your best friend your PIN.',
              fr: 'Vrai ou faux : on peut donner son code secret à son meilleur ami.',
              ar: 'صواب أم خطأ: لا بأس أن تخبر أعزّ أصدقائك برقمك السرّي.',
            },
            correct: false,
            hint: {
              en: 'A PIN is like a key. Who should have the key?',
              fr: 'Un code secret, c’est comme une clé. Qui doit avoir la clé ?',
              ar: 'الرقم السرّي مثل المفتاح. من يجب أن يملك المفتاح؟',
            },
            explanation: {
              en: 'False. A PIN is a secret key, and even best friends don’t share them. If you think someone knows yours, tell a grown-up, who can help change it.',
              fr: 'Faux. Un code secret est une clé secrète : même entre meilleurs amis, on ne le partage pas. Si tu penses que quelqu’un connaît le tien, dis-le à un adulte, qui t’aidera à le changer.',
              ar: 'خطأ. الرقم السرّي مفتاح سرّي، وحتى أعزّ الأصدقاء لا يتشاركونه. وإن ظننت أنّ أحدًا يعرف رقمك، فأخبر أحد الكبار ليساعدك على تغييره.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'staying-safe',
            prompt: {
              en: 'A message in a game asks for your password so it can give you free prizes. What should you do? Pick all that are right.',
              fr: 'Dans un jeu, un message te demande ton mot de passe pour t’offrir des cadeaux gratuits. Que dois-tu faire ? Choisis toutes les bonnes réponses.',
              ar: 'في لعبة، تطلب منك رسالة كلمة المرور لتعطيك جوائز مجّانية. ماذا تفعل؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'ignore', text: { en: 'Not answer the message', fr: 'Ne pas répondre au message', ar: 'ألّا تردّ على الرسالة' } },
              { id: 'tell', text: { en: 'Tell a grown-up you trust', fr: 'En parler à un adulte de confiance', ar: 'أن تخبر أحد الكبار الذين تثق بهم' } },
              { id: 'send', text: { en: 'Send your password quickly', fr: 'Envoyer vite ton mot de passe', ar: 'أن ترسل كلمة المرور بسرعة' } },
              { id: 'pay', text: { en: 'Send a little money to get the prize', fr: 'Envoyer un peu d’argent pour avoir le cadeau', ar: 'أن ترسل قليلًا من المال لتحصل على الجائزة' } },
            ],
            correct: ['ignore', 'tell'],
            hint: {
              en: 'Passwords are never shared, whatever the prize.',
              fr: 'Un mot de passe ne se donne jamais, quel que soit le cadeau.',
              ar: 'كلمة المرور لا تُعطى لأحد، مهما كانت الجائزة.',
            },
            explanation: {
              en: 'Don’t answer, and tell a grown-up you trust: that is always right. Real prizes never need your password or your money.',
              fr: 'Ne pas répondre et en parler à un adulte de confiance : c’est toujours la bonne réaction. Un vrai cadeau n’a jamais besoin de ton mot de passe ni de ton argent.',
              ar: 'لا تردّ، وأخبر أحد الكبار الذين تثق بهم: هذا هو التصرّف الصحيح دائمًا. فالجوائز الحقيقية لا تحتاج إلى كلمة مرورك ولا إلى مالك.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'staying-safe',
            prompt: {
              en: 'Sam pays for a {{money 3.50}} book with a {{money 5}} note. How much change should he get?',
              fr: 'Adam paie un livre à {{money 3.50}} avec un billet de {{money 5}}. Combien doit-on lui rendre ?',
              ar: 'دفع سامي ثمن كتاب قيمته {{money 3.50}} بورقة نقدية من فئة {{money 5}}. كم يجب أن يكون الباقي؟',
            },
            correct: 1.5,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Count up from {{money 3.50}} to {{money 5}}.',
              fr: 'Compte de {{money 3.50}} jusqu’à {{money 5}}.',
              ar: 'عُدّ من {{money 3.50}} حتى {{money 5}}.',
            },
            explanation: {
              en: '{{money 5}} take away {{money 3.50}} leaves {{money 1.50}}. Checking your change is a simple way to look after your money.',
              fr: '{{money 5}} moins {{money 3.50}}, il reste {{money 1.50}}. Vérifier sa monnaie, c’est une façon simple de prendre soin de son argent.',
              ar: '{{money 5}} ناقص {{money 3.50}} يبقى {{money 1.50}}. التحقّق من الباقي طريقة سهلة لتحافظ على مالك.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'staying-safe',
            prompt: {
              en: 'Going to the shop: put these steps in the right order.',
              fr: 'Pour aller au magasin, remets ces étapes dans l’ordre.',
              ar: 'في الذهاب إلى المتجر: رتّب هذه الخطوات بالترتيب الصحيح.',
            },
            items: [
              { id: 'away', text: { en: 'Put your change away safely', fr: 'Ranger ta monnaie en lieu sûr', ar: 'حفظ الباقي في مكان آمن' } },
              { id: 'pocket', text: { en: 'Put the money you need in a zipped pocket', fr: 'Mettre l’argent nécessaire dans une poche fermée', ar: 'وضع المال الذي تحتاج إليه في جيب بسحّاب' } },
              { id: 'pay', text: { en: 'Pay and check your change', fr: 'Payer et vérifier ta monnaie', ar: 'الدفع والتحقّق من الباقي' } },
              { id: 'walk', text: { en: 'Walk to the shop with the pocket zipped', fr: 'Aller au magasin, la poche bien fermée', ar: 'المشي إلى المتجر والجيب مغلق' } },
            ],
            correctOrder: ['pocket', 'walk', 'pay', 'away'],
            hint: {
              en: 'What do you do before you leave home?',
              fr: 'Que fais-tu avant de quitter la maison ?',
              ar: 'ماذا تفعل قبل أن تخرج من البيت؟',
            },
            explanation: {
              en: 'Put only the money you need in a zipped pocket, keep it zipped on the way, pay and check your change, then put the change away safely.',
              fr: 'On met seulement l’argent nécessaire dans une poche fermée, on la garde fermée en chemin, on paie et on vérifie la monnaie, puis on la range en lieu sûr.',
              ar: 'ضع المال الذي تحتاج إليه فقط في جيب بسحّاب، وأبقِه مغلقًا في الطريق، ثم ادفع وتحقّق من الباقي، وبعد ذلك احفظ الباقي في مكان آمن.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'sharing-and-giving',
      title: { en: 'Sharing and Giving', fr: 'Partager et donner', ar: 'المشاركة والعطاء' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'three-jars',
          svg: threeJars,
          alt: {
            en: 'Three jars of coins on a shelf: one marked with a shopping bag, one with a little plant and one with a heart, and a coin dropping into the heart jar.',
            fr: 'Trois bocaux de pièces sur une étagère : l’un porte un sac de courses, l’autre une petite plante, le dernier un cœur, et une pièce tombe dans le bocal au cœur.',
            ar: 'ثلاث حصّالات على رفّ: على الأولى حقيبة تسوّق، وعلى الثانية نبتة صغيرة، وعلى الثالثة قلب، وقطعة نقدية تسقط في حصّالة القلب.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Sharing and giving',
              '',
              'Aisha has three jars on her shelf: one to **spend**, one to **save** and one to **share**. When she gets {{money 6}}, she puts {{money 2}} in each jar.',
              '',
              'The share jar is for helping others. But who should she help? Aisha thinks about what matters most to her. She loves animals, so she chooses the animal shelter in her town. When the jar is full, she and her mum take the money there together, and she gets to meet the dogs!',
              '',
              'Giving is not only about money. You can also give your **time**, like helping a neighbour carry their shopping, or **things**, like books and toys in good condition that you have grown out of.',
              '',
              'Choosing a **cause** means choosing who or what you want to help. With a grown-up, check that it is real and that your gift will get there.',
            ),
            fr: md(
              '# Partager et donner',
              '',
              'Nour a trois bocaux sur son étagère : un pour **dépenser**, un pour **épargner** et un pour **partager**. Quand elle reçoit {{money 6}}, elle met {{money 2}} dans chaque bocal.',
              '',
              'Le bocal du partage sert à aider les autres. Mais qui aider ? Nour réfléchit à ce qui compte le plus pour elle. Elle adore les animaux, alors elle choisit le refuge de sa ville. Quand le bocal est plein, elle y apporte l’argent avec sa maman… et elle peut rencontrer les chiens !',
              '',
              'Donner, ce n’est pas seulement donner de l’argent. On peut aussi donner de son **temps**, par exemple en aidant un voisin à porter ses courses, ou des **objets**, comme des livres et des jouets en bon état devenus trop petits pour nous.',
              '',
              'Choisir une **cause**, c’est choisir qui ou quoi on veut aider. Avec un adulte, vérifie qu’elle existe vraiment et que ton don arrivera bien.',
            ),
            ar: md(
              '# المشاركة والعطاء',
              '',
              'لدى نور ثلاث حصّالات على رفّها: واحدة **للإنفاق**، وواحدة **للادّخار**، وواحدة **للعطاء**. وحين تحصل على {{money 6}}، تضع {{money 2}} في كل حصّالة.',
              '',
              'حصّالة العطاء لمساعدة الآخرين. لكن من تساعد؟ فكّرت نور فيما يهمّها أكثر من أيّ شيء. إنّها تحبّ الحيوانات، فاختارت مأوى الحيوانات في مدينتها. وحين امتلأت الحصّالة، أخذت المال إلى هناك مع أمّها، ورأت الكلاب!',
              '',
              'والعطاء ليس مالًا فقط. يمكنك أن تعطي من **وقتك**، كأن تساعد جارك على حمل مشترياته، أو تعطي **أشياء**، مثل كتب وألعاب بحالة جيّدة صرت أكبر منها.',
              '',
              'أن تختار **قضية** يعني أن تختار من تريد أن تساعده أو ما تريد أن تساعد فيه. ومع أحد الكبار، تأكّد أنّها حقيقية وأنّ عطاءك سيصل إليها.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'three-jars' },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Small gifts make a difference: lots of small gifts put together can pay for big things, like food for a whole animal shelter.',
            fr: 'Les petits dons comptent : beaucoup de petits dons réunis peuvent payer de grandes choses, comme la nourriture de tout un refuge.',
            ar: 'العطاء الصغير يصنع فرقًا: كثير من العطايا الصغيرة معًا يمكن أن تدفع ثمن أشياء كبيرة، مثل طعام مأوى حيوانات بأكمله.',
          },
        },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Not sure which cause to choose? Think about what you care about: animals, nature, people who are ill, or children who need books.',
            fr: 'Tu ne sais pas quelle cause choisir ? Pense à ce qui te tient à cœur : les animaux, la nature, les personnes malades ou les enfants qui ont besoin de livres.',
            ar: 'لا تعرف أيّ قضية تختار؟ فكّر فيما يهمّك: الحيوانات، أو الطبيعة، أو المرضى، أو الأطفال الذين يحتاجون إلى كتب.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'giving-and-sharing',
            prompt: {
              en: 'Which of these are ways to give? Pick all that are right.',
              fr: 'Parmi ces idées, lesquelles sont des façons de donner ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأمور طرق للعطاء؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'jar', text: { en: 'Putting money from your share jar towards a cause', fr: 'Donner l’argent de ton bocal du partage à une cause', ar: 'إعطاء مال حصّالة العطاء لقضية' } },
              { id: 'time', text: { en: 'Helping a neighbour carry their shopping', fr: 'Aider un voisin à porter ses courses', ar: 'مساعدة جارك على حمل مشترياته' } },
              { id: 'books', text: { en: 'Giving books you have grown out of to a charity shop', fr: 'Donner à une association les livres devenus trop petits pour toi', ar: 'التبرّع بكتب صرت أكبر منها لجمعية خيرية' } },
              { id: 'brother', text: { en: 'Giving away your brother’s toys without asking him', fr: 'Donner les jouets de ton frère sans lui demander', ar: 'إعطاء ألعاب أخيك دون أن تستأذنه' } },
            ],
            correct: ['jar', 'time', 'books'],
            hint: {
              en: 'You can give money, time or things, as long as they are yours to give.',
              fr: 'On peut donner de l’argent, du temps ou des objets, à condition qu’ils soient à soi.',
              ar: 'يمكنك أن تعطي مالًا أو وقتًا أو أشياء، بشرط أن تكون لك.',
            },
            explanation: {
              en: 'Money from your share jar, your time and things you no longer need are all real gifts. Your brother’s toys are his, so only he can choose to give them.',
              fr: 'L’argent du bocal du partage, ton temps et les objets dont tu n’as plus besoin sont de vrais dons. Les jouets de ton frère sont à lui : lui seul peut choisir de les donner.',
              ar: 'مال حصّالة العطاء، ووقتك، والأشياء التي لم تعد تحتاج إليها، كلّها عطاء حقيقي. أمّا ألعاب أخيك فهي له، وهو وحده من يقرّر أن يعطيها.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'giving-and-sharing',
            prompt: {
              en: 'Aisha gets {{money 9}} and shares it equally between her 3 jars. How much goes in the share jar?',
              fr: 'Nour reçoit {{money 9}} et les répartit à parts égales dans ses 3 bocaux. Combien met-elle dans le bocal du partage ?',
              ar: 'حصلت نور على {{money 9}}، وقسمتها بالتساوي على حصّالاتها الثلاث. كم تضع في حصّالة العطاء؟',
            },
            correct: 3,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Share {{money 9}} into 3 equal parts.',
              fr: 'Partage {{money 9}} en 3 parts égales.',
              ar: 'اقسم {{money 9}} إلى 3 أجزاء متساوية.',
            },
            explanation: {
              en: '{{money 9}} shared between 3 jars is {{money 3}} in each, so {{money 3}} goes in the share jar.',
              fr: '{{money 9}} partagés en 3, cela fait {{money 3}} par bocal : Nour met donc {{money 3}} dans le bocal du partage.',
              ar: '{{money 9}} مقسومة على 3 حصّالات تساوي {{money 3}} في كل واحدة، إذن تضع نور {{money 3}} في حصّالة العطاء.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'choosing-a-cause',
            prompt: {
              en: 'Ravi loves nature and being outdoors. Which cause fits best with what he cares about?',
              fr: 'Malo adore la nature et être dehors. Quelle cause correspond le mieux à ce qui lui tient à cœur ?',
              ar: 'رامي يحبّ الطبيعة واللعب في الهواء الطلق. أيّ قضية تناسب أكثر ما يهمّه؟',
            },
            options: [
              { id: 'trees', text: { en: 'Planting trees in the local park', fr: 'Planter des arbres dans le parc du quartier', ar: 'زراعة الأشجار في حديقة الحيّ' } },
              { id: 'hospital', text: { en: 'Toys for a children’s hospital', fr: 'Des jouets pour un hôpital d’enfants', ar: 'ألعاب لمستشفى الأطفال' } },
              { id: 'library', text: { en: 'Books for the school library', fr: 'Des livres pour la bibliothèque de l’école', ar: 'كتب لمكتبة المدرسة' } },
            ],
            correct: 'trees',
            hint: {
              en: 'All three are good causes. Which one is about nature?',
              fr: 'Les trois causes sont bonnes. Laquelle parle de nature ?',
              ar: 'القضايا الثلاث كلّها نافعة. أيّها يتعلّق بالطبيعة؟',
            },
            explanation: {
              en: 'All three are good causes, but planting trees matches what Ravi cares about most. Giving to something you care about makes it feel even better.',
              fr: 'Les trois causes sont bonnes, mais planter des arbres correspond le mieux à ce qui compte pour Malo. Donner pour ce qui nous tient à cœur, c’est encore plus agréable.',
              ar: 'القضايا الثلاث كلّها نافعة، لكنّ زراعة الأشجار تناسب أكثر ما يهمّ رامي. والعطاء لشيء تهتمّ به يُشعرك بسعادة أكبر.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'giving-and-sharing',
            prompt: {
              en: 'True or false: you need lots of money to help others.',
              fr: 'Vrai ou faux : il faut beaucoup d’argent pour aider les autres.',
              ar: 'صواب أم خطأ: تحتاج إلى مال كثير لتساعد الآخرين.',
            },
            correct: false,
            hint: {
              en: 'Think of all the ways to give that are not money.',
              fr: 'Pense à toutes les façons de donner qui ne sont pas de l’argent.',
              ar: 'فكّر في كل طرق العطاء التي ليست مالًا.',
            },
            explanation: {
              en: 'False! A little money, some of your time or things you no longer need can all help. Small gifts add up.',
              fr: 'Faux ! Un peu d’argent, un peu de ton temps ou des objets dont tu n’as plus besoin, tout cela peut aider. Les petits dons s’additionnent.',
              ar: 'خطأ! القليل من المال، أو بعض وقتك، أو أشياء لم تعد تحتاج إليها، كلّها تساعد. والعطايا الصغيرة تتجمّع.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'choosing-a-cause',
            prompt: {
              en: 'Put the steps for choosing a cause and giving to it in the right order.',
              fr: 'Remets dans l’ordre les étapes pour choisir une cause et lui donner.',
              ar: 'رتّب خطوات اختيار قضية والعطاء لها بالترتيب الصحيح.',
            },
            items: [
              { id: 'give', text: { en: 'Give your gift', fr: 'Faire ton don', ar: 'تقديم عطائك' } },
              { id: 'care', text: { en: 'Think about what matters most to you', fr: 'Réfléchir à ce qui compte le plus pour toi', ar: 'التفكير فيما يهمّك أكثر' } },
              { id: 'check', text: { en: 'With a grown-up, check that the cause is real', fr: 'Avec un adulte, vérifier que la cause existe vraiment', ar: 'التأكّد مع أحد الكبار أنّ القضية حقيقية' } },
              { id: 'find', text: { en: 'Find a cause that helps with it', fr: 'Trouver une cause qui agit pour ça', ar: 'البحث عن قضية تعمل من أجله' } },
              { id: 'amount', text: { en: 'Decide how much to give', fr: 'Décider combien donner', ar: 'تحديد مقدار ما ستعطيه' } },
            ],
            correctOrder: ['care', 'find', 'check', 'amount', 'give'],
            hint: {
              en: 'Start with what you care about, and give last.',
              fr: 'Commence par ce qui te tient à cœur, et donne à la fin.',
              ar: 'ابدأ بما يهمّك، واجعل العطاء في النهاية.',
            },
            explanation: {
              en: 'Think about what matters to you, find a cause that helps with it, check with a grown-up that it is real, decide how much to give, and then give your gift.',
              fr: 'On réfléchit à ce qui compte pour soi, on trouve une cause qui agit pour ça, on vérifie avec un adulte qu’elle existe vraiment, on décide combien donner, puis on fait son don.',
              ar: 'فكّر فيما يهمّك، وابحث عن قضية تعمل من أجله، وتأكّد مع أحد الكبار أنّها حقيقية، وحدّد مقدار ما ستعطيه، ثم قدّم عطاءك.',
            },
          },
        },
        {
          id: 'q6',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'choosing-a-cause',
            prompt: {
              en: 'You find a cause online that you would like to help. What should you do before giving?',
              fr: 'Tu trouves sur Internet une cause que tu aimerais aider. Que dois-tu faire avant de donner ?',
              ar: 'وجدت على الإنترنت قضية تحبّ أن تساعدها. ماذا تفعل قبل أن تعطي؟',
            },
            options: [
              { id: 'check', text: { en: 'Ask a grown-up to help you check it is real', fr: 'Demander à un adulte de t’aider à vérifier qu’elle est vraie', ar: 'أن تطلب من أحد الكبار أن يساعدك على التأكّد أنّها حقيقية' } },
              { id: 'send', text: { en: 'Send money straight away', fr: 'Envoyer de l’argent tout de suite', ar: 'أن ترسل المال فورًا' } },
              { id: 'card', text: { en: 'Type in a grown-up’s bank card number', fr: 'Taper le numéro de la carte bancaire d’un adulte', ar: 'أن تكتب رقم بطاقة البنك لأحد الكبار' } },
            ],
            correct: 'check',
            hint: {
              en: 'Who can help you find out whether a cause is real?',
              fr: 'Qui peut t’aider à savoir si une cause est vraie ?',
              ar: 'من يستطيع أن يساعدك على معرفة هل القضية حقيقية؟',
            },
            explanation: {
              en: 'A grown-up can help you check that the cause is real and that your gift will reach it. Giving together is safer, and more fun too.',
              fr: 'Un adulte peut t’aider à vérifier que la cause est vraie et que ton don arrivera bien. Donner ensemble, c’est plus sûr, et plus sympa aussi.',
              ar: 'يستطيع أحد الكبار أن يساعدك على التأكّد أنّ القضية حقيقية وأنّ عطاءك سيصل إليها. والعطاء معًا أكثر أمانًا، وأكثر متعة أيضًا.',
            },
          },
        },
      ],
    },
  ],
};
