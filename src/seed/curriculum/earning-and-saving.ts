import { md } from './md';
import type { CurriculumCourse } from './types';

/*
 * Earning and saving, for ages 7–9: where money comes from (a job, an extra chore, something you made), choosing
 * with pocket money, saving a little often, planning a saving goal and learning to wait. Amounts stay child-sized.
 */

const stall = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#e6f3fb"/>
<circle cx="280" cy="34" r="18" fill="#ffd54a"/>
<rect y="156" width="320" height="44" fill="#9fd49a"/>
<rect x="76" y="64" width="7" height="96" fill="#8a5a3b"/>
<rect x="237" y="64" width="7" height="96" fill="#8a5a3b"/>
<path d="M64 40h192l-8 28H72z" fill="#f26b6b"/>
<path d="M96 40h32l-2 28h-28zM160 40h32l2 28h-32zM224 40h32l-8 28h-22z" fill="#fff"/>
<path d="M72 68q12 12 24 0q12 12 28 0q12 12 28 0q12 12 28 0q12 12 28 0q12 12 28 0q12 12 12 0z" fill="#f26b6b"/>
<circle cx="160" cy="92" r="17" fill="#b97a4f"/>
<path d="M143 90q0-22 17-22q17 0 17 22q-4-12-17-12q-13 0-17 12z" fill="#3b2a20"/>
<circle cx="178" cy="84" r="6" fill="#3b2a20"/>
<circle cx="154" cy="93" r="2" fill="#2b2b2b"/>
<circle cx="166" cy="93" r="2" fill="#2b2b2b"/>
<path d="M154 100q6 5 12 0" stroke="#2b2b2b" stroke-width="2" fill="none" stroke-linecap="round"/>
<rect x="140" y="108" width="40" height="30" rx="12" fill="#7b5cd6"/>
<rect x="66" y="128" width="188" height="34" rx="4" fill="#d99a55"/>
<rect x="66" y="128" width="188" height="8" fill="#c4833f"/>
<circle cx="96" cy="120" r="10" fill="none" stroke="#ff9f1c" stroke-width="5" stroke-dasharray="3 2"/>
<circle cx="122" cy="120" r="10" fill="none" stroke="#2ec4b6" stroke-width="5" stroke-dasharray="3 2"/>
<circle cx="198" cy="120" r="10" fill="none" stroke="#e056a0" stroke-width="5" stroke-dasharray="3 2"/>
<rect x="216" y="104" width="24" height="26" rx="5" fill="#cfeaf5" stroke="#7fb3c8" stroke-width="2"/>
<rect x="218" y="100" width="20" height="6" rx="2" fill="#7fb3c8"/>
<circle cx="224" cy="124" r="4" fill="#f4b400"/>
<circle cx="232" cy="122" r="4" fill="#f4b400"/>
<circle cx="228" cy="116" r="4" fill="#f4b400"/>
</svg>`;

const choices = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#fff6e6"/>
<rect y="160" width="320" height="40" fill="#f0d9b5"/>
<circle cx="160" cy="62" r="22" fill="#8d5a3b"/>
<path d="M138 58q0-26 22-26q22 0 22 26q-6-12-22-12q-16 0-22 12z" fill="#1f1a17"/>
<circle cx="152" cy="62" r="2.5" fill="#1f1a17"/>
<circle cx="168" cy="62" r="2.5" fill="#1f1a17"/>
<path d="M153 72q7 5 14 0" stroke="#1f1a17" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<rect x="136" y="86" width="48" height="54" rx="14" fill="#2f80ed"/>
<rect x="142" y="138" width="14" height="26" rx="5" fill="#34495e"/>
<rect x="164" y="138" width="14" height="26" rx="5" fill="#34495e"/>
<path d="M138 100l-22 16" stroke="#8d5a3b" stroke-width="9" stroke-linecap="round"/>
<path d="M182 100l22 16" stroke="#8d5a3b" stroke-width="9" stroke-linecap="round"/>
<circle cx="204" cy="118" r="7" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="116" cy="118" r="7" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<rect x="30" y="86" width="58" height="74" rx="4" fill="#ef476f"/>
<rect x="38" y="94" width="42" height="26" rx="3" fill="#ffd166"/>
<circle cx="59" cy="107" r="8" fill="#06d6a0"/>
<rect x="38" y="128" width="42" height="5" rx="2" fill="#fff"/>
<rect x="38" y="138" width="30" height="5" rx="2" fill="#fff"/>
<circle cx="262" cy="128" r="32" fill="#ff9f1c"/>
<path d="M232 120q30 14 60 0" stroke="#fff" stroke-width="6" fill="none"/>
<path d="M262 96q-12 32 0 64" stroke="#fff" stroke-width="6" fill="none"/>
</svg>`;

const jar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#eef7ee"/>
<rect x="40" y="150" width="240" height="12" rx="3" fill="#a0724a"/>
<rect x="116" y="40" width="88" height="14" rx="5" fill="#6c8ebf"/>
<path d="M112 56h96q6 0 6 8v78q0 8-8 8h-92q-8 0-8-8v-78q0-8 6-8z" fill="#d9eef7" stroke="#8fb8cc" stroke-width="3"/>
<circle cx="134" cy="136" r="10" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="156" cy="138" r="10" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="178" cy="136" r="10" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="196" cy="138" r="8" fill="#cfd8dc" stroke="#90a4ae" stroke-width="2"/>
<circle cx="144" cy="118" r="10" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="166" cy="120" r="10" fill="#cfd8dc" stroke="#90a4ae" stroke-width="2"/>
<circle cx="186" cy="118" r="9" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<circle cx="156" cy="100" r="10" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<rect x="126" y="62" width="8" height="60" rx="4" fill="#fff" opacity="0.6"/>
<circle cx="160" cy="20" r="9" fill="#f4b400" stroke="#c98f00" stroke-width="2"/>
<path d="M160 32v6" stroke="#c98f00" stroke-width="2" stroke-dasharray="2 2"/>
<rect x="232" y="112" width="10" height="38" fill="#8d6e63"/>
<path d="M226 112h22l-4-14h-14z" fill="#d2691e"/>
<path d="M237 98q-16-10-22-28q18 4 22 28zM237 98q14-12 26-26q-2 20-26 26z" fill="#43a047"/>
<rect x="46" y="70" width="52" height="40" rx="4" fill="#fff" stroke="#b0bec5" stroke-width="2"/>
<rect x="52" y="76" width="10" height="10" fill="#66bb6a"/>
<rect x="66" y="76" width="10" height="10" fill="#66bb6a"/>
<rect x="80" y="76" width="10" height="10" fill="#66bb6a"/>
<rect x="52" y="92" width="10" height="10" fill="#66bb6a"/>
<rect x="66" y="92" width="10" height="10" fill="#e0e0e0"/>
<rect x="80" y="92" width="10" height="10" fill="#e0e0e0"/>
</svg>`;

const kite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#dff1ff"/>
<ellipse cx="60" cy="40" rx="30" ry="12" fill="#fff"/>
<ellipse cx="250" cy="160" rx="34" ry="10" fill="#fff"/>
<rect y="170" width="320" height="30" fill="#8fd18b"/>
<path d="M200 20l40 36l-40 56l-40-56z" fill="#ef476f"/>
<path d="M200 20v92M160 56h80" stroke="#fff" stroke-width="3"/>
<path d="M200 112q-20 20 -50 14q-30 -6 -56 8" stroke="#555" stroke-width="2" fill="none"/>
<rect x="182" y="116" width="12" height="12" transform="rotate(20 188 122)" fill="#ffd166"/>
<rect x="160" y="124" width="12" height="12" transform="rotate(10 166 130)" fill="#ffd166"/>
<rect x="138" y="124" width="12" height="12" fill="#ffd166"/>
<rect x="116" y="124" width="12" height="12" transform="rotate(-10 122 130)" fill="#fff" stroke="#ffd166" stroke-width="2"/>
<rect x="96" y="130" width="12" height="12" transform="rotate(-15 102 136)" fill="#fff" stroke="#ffd166" stroke-width="2"/>
<rect x="74" y="136" width="12" height="12" transform="rotate(-20 80 142)" fill="#fff" stroke="#ffd166" stroke-width="2"/>
<circle cx="54" cy="118" r="15" fill="#e0a56f"/>
<path d="M40 114q0-18 14-18q14 0 14 18q-4-8-14-8q-10 0-14 8z" fill="#6d3b1e"/>
<circle cx="49" cy="118" r="2" fill="#222"/>
<circle cx="59" cy="118" r="2" fill="#222"/>
<path d="M49 125q5 4 10 0" stroke="#222" stroke-width="2" fill="none" stroke-linecap="round"/>
<rect x="40" y="132" width="28" height="34" rx="9" fill="#06a77d"/>
<rect x="44" y="162" width="8" height="14" fill="#34495e"/>
<rect x="56" y="162" width="8" height="14" fill="#34495e"/>
<rect x="80" y="150" width="22" height="24" rx="5" fill="#d9eef7" stroke="#8fb8cc" stroke-width="2"/>
<circle cx="87" cy="168" r="4" fill="#f4b400"/>
<circle cx="95" cy="166" r="4" fill="#f4b400"/>
<path d="M66 140l14 12" stroke="#e0a56f" stroke-width="6" stroke-linecap="round"/>
</svg>`;

const waiting = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#fdf0f6"/>
<rect y="164" width="320" height="36" fill="#e8cbd9"/>
<rect x="180" y="150" width="126" height="14" rx="4" fill="#b07a52"/>
<path d="M246 56c34 0 56 20 56 44c0 22-20 30-36 26c-10-3-14 4-10 12c4 10-8 14-22 12c-36-4-58-22-58-48c0-26 30-46 70-46z" fill="#f3d9a4" stroke="#d9b77a" stroke-width="3"/>
<ellipse cx="228" cy="124" rx="9" ry="7" fill="#fdf0f6"/>
<circle cx="214" cy="82" r="9" fill="#ef476f"/>
<circle cx="240" cy="72" r="9" fill="#ffd166"/>
<circle cx="266" cy="76" r="9" fill="#06d6a0"/>
<circle cx="286" cy="94" r="8" fill="#118ab2"/>
<circle cx="200" cy="104" r="8" fill="#9b5de5"/>
<circle cx="266" cy="104" r="8" fill="#fb8500"/>
<path d="M212 146l62-50" stroke="#8d5a3b" stroke-width="6" stroke-linecap="round"/>
<path d="M274 96l10-8" stroke="#b0b0b0" stroke-width="7"/>
<path d="M284 88l10-9" stroke="#ef476f" stroke-width="6" stroke-linecap="round"/>
<circle cx="104" cy="86" r="20" fill="#c68a5a"/>
<path d="M84 84q0-24 20-24q20 0 20 24q-2 20 -4 30l-4-30q-4-10-12-10q-8 0-12 10l-4 30q-4-10-4-30z" fill="#2a1a12"/>
<circle cx="98" cy="86" r="2.5" fill="#222"/>
<circle cx="110" cy="86" r="2.5" fill="#222"/>
<path d="M97 95q7 6 14 0" stroke="#222" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M84 108h40l8 56h-56z" fill="#f4a261"/>
<rect x="118" y="120" width="24" height="28" rx="5" fill="#d9eef7" stroke="#8fb8cc" stroke-width="2"/>
<circle cx="126" cy="140" r="4" fill="#f4b400"/>
<circle cx="134" cy="138" r="4" fill="#f4b400"/>
<circle cx="130" cy="131" r="4" fill="#f4b400"/>
<path d="M94 120l30 14" stroke="#c68a5a" stroke-width="7" stroke-linecap="round"/>
<circle cx="40" cy="140" r="7" fill="none" stroke="#b0a0a8" stroke-width="3"/>
<path d="M40 148l4 8h9l-7 6l3 9l-9-5l-9 5l3-9l-7-6h9z" fill="#c77dff"/>
<path d="M24 150l-5-3M58 150l5-3M28 166l-5 3M52 166l5 3" stroke="#f4b400" stroke-width="2" stroke-linecap="round"/>
<circle cx="40" cy="30" r="16" fill="#fff" stroke="#b0a0a8" stroke-width="3"/>
<path d="M40 30v-10M40 30l7 4" stroke="#6d5d66" stroke-width="3" stroke-linecap="round"/>
</svg>`;

export const earningAndSaving: CurriculumCourse = {
  slug: 'earning-and-saving',
  title: { en: 'Earning and Saving', fr: 'Gagner et épargner', ar: 'الكسب والادّخار' },
  summary: {
    en: 'How people earn money, and how saving a little often gets you to the things you really want.',
    fr: 'Comment on gagne de l’argent, et comment mettre un peu de côté souvent permet d’obtenir ce qu’on veut vraiment.',
    ar: 'كيف يكسب الناس المال، وكيف يوصلك الادّخار القليل المنتظم إلى ما تريده حقًّا.',
  },
  description: {
    en: 'Meet children who sell bracelets, look after their pocket money, fill a saving jar and save up for a kite. You will find out how grown-ups and children earn money, why saving a little often works, how to plan a saving goal and why waiting can pay off.',
    fr: 'Tu vas rencontrer des enfants qui vendent des bracelets, gèrent leur argent de poche, remplissent un bocal à économies et épargnent pour un cerf-volant. Tu découvriras comment les adultes et les enfants gagnent de l’argent, pourquoi épargner un peu mais souvent, comment préparer un objectif d’épargne et pourquoi savoir attendre, ça paie.',
    ar: 'ستتعرّف إلى أطفال يبيعون الأساور، ويعتنون بمصروفهم، ويملؤون حصّالة الادّخار، ويجمعون المال لشراء طائرة ورقية. ستكتشف كيف يكسب الكبار والصغار المال، ولماذا ينفع الادّخار القليل المنتظم، وكيف تخطّط لهدف ادّخار، ولماذا يؤتي الصبر ثماره.',
  },
  subject: 'earning',
  ageBand: '7-9',
  featured: false,
  lessons: [
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'how-people-earn',
      title: { en: 'How People Earn Money', fr: 'Comment gagne-t-on de l’argent ?', ar: 'كيف يكسب الناس المال؟' },
      estimatedMinutes: 5,
      xpReward: 10,
      pictures: [
        {
          name: 'bracelet-stall',
          svg: stall,
          alt: {
            en: 'A smiling girl behind a market stall with a striped awning, selling colourful bead bracelets, with a jar of coins on the table.',
            fr: 'Une fillette souriante derrière un stand au toit rayé vend des bracelets de perles colorés ; sur la table, un bocal de pièces.',
            ar: 'بنت مبتسمة خلف كشك بمظلّة مخطّطة تبيع أساور ملوّنة من الخرز، وعلى الطاولة حصّالة فيها قطع نقدية.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# How people earn money',
              '',
              'Maya’s mum is a nurse and her dad bakes bread. Every month they are paid for their work. That money is called their **pay**. Doing a job is the main way grown-ups **earn** money.',
              '',
              'Children can earn a little too. Maya loves making bead bracelets. At the school fair she sells them for {{money 1.50}} each.',
              '',
              'Some jobs at home are just part of being a family, like tidying your room. Some families also pay a little for **extra** jobs, like washing the car or weeding the garden.',
              '',
              'Earning means getting money in return for your work, your time or something you made.',
            ),
            fr: md(
              '# Comment gagne-t-on de l’argent ?',
              '',
              'La maman d’Inès est infirmière et son papa est boulanger. Chaque mois, ils reçoivent un **salaire** pour leur travail. Pour les adultes, avoir un métier est la principale façon de **gagner** de l’argent.',
              '',
              'Les enfants aussi peuvent gagner un peu d’argent. Inès adore fabriquer des bracelets de perles. À la kermesse de l’école, elle les vend {{money 1.50}} pièce.',
              '',
              'À la maison, certaines tâches font simplement partie de la vie de famille, comme ranger sa chambre. Dans certaines familles, on reçoit aussi un peu d’argent pour des tâches **en plus**, comme laver la voiture ou désherber le jardin.',
              '',
              'Gagner de l’argent, c’est en recevoir en échange de son travail, de son temps ou de ce qu’on a fabriqué.',
            ),
            ar: md(
              '# كيف يكسب الناس المال؟',
              '',
              'أمّ مريم ممرّضة، وأبوها خبّاز. في كل شهر يحصلان على **أجر** مقابل عملهما. والعمل في وظيفة هو الطريقة الرئيسية التي **يكسب** بها الكبار المال.',
              '',
              'ويستطيع الأطفال أيضًا أن يكسبوا قليلًا من المال. تحبّ مريم صنع الأساور من الخرز، وفي سوق المدرسة تبيع السوار الواحد بـ {{money 1.50}}.',
              '',
              'بعض الأعمال في البيت جزء من حياة الأسرة، مثل ترتيب غرفتك. وبعض الأسر تعطي قليلًا من المال مقابل أعمال **إضافية**، مثل غسل السيارة أو تنظيف الحديقة من الأعشاب.',
              '',
              'أن تكسب المال يعني أن تحصل عليه مقابل عملك أو وقتك أو شيء صنعته بيديك.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'bracelet-stall' },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Making things costs money too. Maya has to buy beads, so what she really earns is what is left after paying for them.',
            fr: 'Fabriquer coûte aussi de l’argent. Inès doit acheter des perles : ce qu’elle gagne vraiment, c’est ce qui reste une fois les perles payées.',
            ar: 'للصنع ثمن أيضًا. على مريم أن تشتري الخرز، فما تكسبه حقًّا هو ما يبقى بعد أن تدفع ثمنه.',
          },
        },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Always ask a grown-up at home before you sell things or do a job for someone outside your family.',
            fr: 'Demande toujours l’accord d’un adulte de ta famille avant de vendre quelque chose ou de rendre un service payé à quelqu’un d’autre.',
            ar: 'استأذن دائمًا أحد الكبار في بيتك قبل أن تبيع شيئًا أو تقوم بعمل لشخص من خارج أسرتك.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'ways-to-earn',
            prompt: {
              en: 'What is the main way grown-ups earn money?',
              fr: 'Quelle est la principale façon, pour les adultes, de gagner de l’argent ?',
              ar: 'ما الطريقة الرئيسية التي يكسب بها الكبار المال؟',
            },
            options: [
              { id: 'job', text: { en: 'By doing a job', fr: 'En exerçant un métier', ar: 'بالعمل في وظيفة' } },
              { id: 'trees', text: { en: 'By picking it from trees', fr: 'En le cueillant sur les arbres', ar: 'بقطفه من الأشجار' } },
              { id: 'shop', text: { en: 'By asking the shop for it', fr: 'En le demandant au magasin', ar: 'بطلبه من المتجر' } },
            ],
            correct: 'job',
            hint: {
              en: 'Think about what Maya’s mum and dad do every day.',
              fr: 'Pense à ce que font les parents d’Inès chaque jour.',
              ar: 'فكّر فيما يفعله والدا مريم كل يوم.',
            },
            explanation: {
              en: 'Most grown-ups earn money by doing a job, like nursing or baking. They are paid for their time and their work.',
              fr: 'La plupart des adultes gagnent de l’argent grâce à leur métier, comme infirmière ou boulanger. Ils sont payés pour leur temps et leur travail.',
              ar: 'يكسب معظم الكبار المال من عملهم، مثل التمريض أو الخَبز، فهم يتقاضون أجرًا مقابل وقتهم وجهدهم.',
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
              en: 'Which of these are ways a child could earn a little money, with a grown-up’s OK? Pick all that are right.',
              fr: 'Parmi ces idées, lesquelles permettent à un enfant de gagner un peu d’argent, avec l’accord d’un adulte ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الطرق يمكن أن يكسب بها طفل قليلًا من المال بموافقة أحد الكبار؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'cards', text: { en: 'Selling home-made cards at the school fair', fr: 'Vendre des cartes faites maison à la kermesse', ar: 'بيع بطاقات صنعها بنفسه في سوق المدرسة' } },
              { id: 'car', text: { en: 'Doing an extra job at home, like washing the car', fr: 'Faire une tâche en plus à la maison, comme laver la voiture', ar: 'القيام بعمل إضافي في البيت، مثل غسل السيارة' } },
              { id: 'take', text: { en: 'Taking coins from a brother’s money box', fr: 'Prendre des pièces dans la tirelire de son frère', ar: 'أخذ قطع نقدية من حصّالة أخيه' } },
              { id: 'wish', text: { en: 'Wishing very hard', fr: 'Faire un vœu très fort', ar: 'التمنّي بقوّة' } },
            ],
            correct: ['cards', 'car'],
            hint: {
              en: 'Earning means giving something in return: work, time or something you made.',
              fr: 'Gagner de l’argent, c’est donner quelque chose en échange : du travail, du temps ou un objet qu’on a fabriqué.',
              ar: 'الكسب يعني أن تقدّم شيئًا في المقابل: عملًا أو وقتًا أو شيئًا صنعته.',
            },
            explanation: {
              en: 'Selling things you made and doing extra jobs are real ways to earn. Taking someone else’s coins is not earning, and wishing does not fill a jar!',
              fr: 'Vendre ce qu’on a fabriqué et faire une tâche en plus, ce sont de vraies façons de gagner de l’argent. Prendre les pièces de quelqu’un d’autre, ce n’est pas gagner, et un vœu ne remplit pas une tirelire !',
              ar: 'بيع ما صنعته والقيام بعمل إضافي طريقتان حقيقيتان للكسب. أمّا أخذ نقود غيرك فليس كسبًا، والتمنّي وحده لا يملأ الحصّالة!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'ways-to-earn',
            prompt: {
              en: 'Maya sells 4 bracelets for {{money 1.50}} each. How much money does she get?',
              fr: 'Inès vend 4 bracelets à {{money 1.50}} pièce. Combien d’argent reçoit-elle ?',
              ar: 'باعت مريم 4 أساور، ثمن الواحد منها {{money 1.50}}. كم حصلت من المال؟',
            },
            correct: 6,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Add {{money 1.50}} four times.',
              fr: 'Additionne {{money 1.50}} quatre fois.',
              ar: 'اجمع {{money 1.50}} أربع مرّات.',
            },
            explanation: {
              en: '4 bracelets at {{money 1.50}} each make {{money 6}}. Well counted!',
              fr: '4 bracelets à {{money 1.50}}, cela fait {{money 6}}. Bien compté !',
              ar: '4 أساور، ثمن كلّ منها {{money 1.50}}، تساوي {{money 6}}. أحسنت العدّ!',
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
              en: 'The beads for those bracelets cost Maya {{money 2}}. She sold the bracelets for {{money 6}}. How much did she really earn once the beads were paid for?',
              fr: 'Les perles de ces bracelets ont coûté {{money 2}} à Inès. Elle a vendu les bracelets {{money 6}}. Combien a-t-elle vraiment gagné, une fois les perles payées ?',
              ar: 'كلّف خرزُ هذه الأساور مريمَ {{money 2}}، وباعت الأساور بـ {{money 6}}. كم كسبت حقًّا بعد أن دفعت ثمن الخرز؟',
            },
            correct: 4,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Take what the beads cost away from what she got.',
              fr: 'Enlève le prix des perles à ce qu’elle a reçu.',
              ar: 'اطرح ثمن الخرز ممّا حصلت عليه.',
            },
            explanation: {
              en: '{{money 6}} take away {{money 2}} leaves {{money 4}}. The beads had a price, so what Maya really earned is what was left.',
              fr: '{{money 6}} moins {{money 2}}, il reste {{money 4}}. Les perles avaient un prix : ce qu’Inès a vraiment gagné, c’est ce qui reste.',
              ar: '{{money 6}} ناقص {{money 2}} يبقى {{money 4}}. للخرز ثمن، لذلك فما كسبته مريم حقًّا هو الباقي.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'ways-to-earn',
            prompt: {
              en: 'True or false: earning money means getting it in return for your work, your time or something you made.',
              fr: 'Vrai ou faux : gagner de l’argent, c’est en recevoir en échange de son travail, de son temps ou de ce qu’on a fabriqué.',
              ar: 'صواب أم خطأ: أن تكسب المال يعني أن تحصل عليه مقابل عملك أو وقتك أو شيء صنعته.',
            },
            correct: true,
            hint: {
              en: 'Read the last line of Maya’s story again.',
              fr: 'Relis la dernière phrase de l’histoire d’Inès.',
              ar: 'اقرأ السطر الأخير من قصّة مريم مرّة أخرى.',
            },
            explanation: {
              en: 'True! When you earn money, you give something back for it: your work, your time or something you made.',
              fr: 'Vrai ! Quand on gagne de l’argent, on donne quelque chose en échange : son travail, son temps ou un objet qu’on a fabriqué.',
              ar: 'صواب! حين تكسب المال تقدّم شيئًا في مقابله: عملك أو وقتك أو شيئًا صنعته.',
            },
          },
        },
        {
          id: 'q6',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'ways-to-earn',
            prompt: {
              en: 'Put the steps of Maya’s bracelet stall in the right order.',
              fr: 'Remets dans l’ordre les étapes du stand de bracelets d’Inès.',
              ar: 'رتّب خطوات كشك الأساور الذي أقامته مريم بالترتيب الصحيح.',
            },
            items: [
              { id: 'sell', text: { en: 'Sell the bracelets at the fair', fr: 'Vendre les bracelets à la kermesse', ar: 'بيع الأساور في سوق المدرسة' } },
              { id: 'buy', text: { en: 'Buy the beads', fr: 'Acheter les perles', ar: 'شراء الخرز' } },
              { id: 'count', text: { en: 'Count the money and take away the cost of the beads', fr: 'Compter l’argent et enlever le prix des perles', ar: 'عدّ المال وطرح ثمن الخرز' } },
              { id: 'make', text: { en: 'Make the bracelets', fr: 'Fabriquer les bracelets', ar: 'صنع الأساور' } },
            ],
            correctOrder: ['buy', 'make', 'sell', 'count'],
            hint: {
              en: 'You cannot sell a bracelet before you have made it.',
              fr: 'On ne peut pas vendre un bracelet avant de l’avoir fabriqué.',
              ar: 'لا يمكنك أن تبيع سوارًا قبل أن تصنعه.',
            },
            explanation: {
              en: 'First Maya buys the beads, then she makes the bracelets and sells them at the fair. Last, she counts what she really earned.',
              fr: 'D’abord Inès achète les perles, puis elle fabrique les bracelets et les vend à la kermesse. Enfin, elle compte ce qu’elle a vraiment gagné.',
              ar: 'تشتري مريم الخرز أوّلًا، ثم تصنع الأساور وتبيعها في سوق المدرسة، وفي النهاية تعدّ ما كسبته حقًّا.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'pocket-money-choices',
      title: { en: 'Pocket Money and Choices', fr: 'L’argent de poche et les choix', ar: 'المصروف والاختيار' },
      estimatedMinutes: 5,
      xpReward: 10,
      pictures: [
        {
          name: 'comic-or-ball',
          svg: choices,
          alt: {
            en: 'A boy holding a coin in each hand looks between a comic on one side and a bouncy ball on the other.',
            fr: 'Un garçon, une pièce dans chaque main, hésite entre une BD d’un côté et un ballon de l’autre.',
            ar: 'ولد يمسك قطعة نقدية في كل يد، ويتردّد بين مجلّة مصوّرة في جهة وكرة في الجهة الأخرى.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Pocket money and choices',
              '',
              'Every Saturday, Tom gets {{money 3}} of pocket money. It is his to look after, so he gets to make the choices.',
              '',
              'Last week Tom spent it all on sweets on the way home. By Monday the sweets were gone, and so was the money. This week a comic he likes costs {{money 3}}, and so does a bouncy ball. Tom can’t have both: if he picks the comic, the ball will have to wait.',
              '',
              'That is true for everyone: **each coin can only be spent once**. Choosing one thing means not choosing another.',
              '',
              'So Tom tries a new plan. He puts {{money 1}} in his saving jar, and thinks carefully before he spends the other {{money 2}}.',
            ),
            fr: md(
              '# L’argent de poche et les choix',
              '',
              'Chaque samedi, Hugo reçoit {{money 3}} d’argent de poche. Cet argent est à lui : c’est donc lui qui décide.',
              '',
              'La semaine dernière, il a tout dépensé en bonbons sur le chemin du retour. Lundi, il n’y avait plus de bonbons… ni d’argent. Cette semaine, une BD qu’il aime coûte {{money 3}}, et un ballon rebondissant aussi. Hugo ne peut pas avoir les deux : s’il choisit la BD, le ballon devra attendre.',
              '',
              'C’est vrai pour tout le monde : **une pièce ne se dépense qu’une seule fois**. Choisir une chose, c’est renoncer à une autre.',
              '',
              'Alors Hugo essaie autre chose. Il met {{money 1}} dans sa tirelire, et il réfléchit bien avant de dépenser les {{money 2}} qui restent.',
            ),
            ar: md(
              '# المصروف والاختيار',
              '',
              'في كل يوم سبت يحصل عمر على {{money 3}} مصروفًا. هذا المال له، فهو الذي يختار كيف يستعمله.',
              '',
              'في الأسبوع الماضي أنفقه كلّه على الحلوى في طريق عودته. ويوم الاثنين كانت الحلوى قد انتهت، وانتهى المال معها. وفي هذا الأسبوع رأى مجلّة مصوّرة يحبّها ثمنها {{money 3}}، وكرة نطّاطة بالثمن نفسه. لا يستطيع عمر أن يشتري الاثنتين: إن اختار المجلّة فعلى الكرة أن تنتظر.',
              '',
              'وهذا صحيح للجميع: **كل قطعة نقدية لا تُنفَق إلّا مرّة واحدة**. أن تختار شيئًا يعني أن تترك شيئًا آخر.',
              '',
              'لذلك جرّب عمر خطّة جديدة: وضع {{money 1}} في حصّالته، وصار يفكّر جيّدًا قبل أن ينفق ما تبقّى، وهو {{money 2}}.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'comic-or-ball' },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Before you spend, ask yourself: **Do I really want it? Will I still want it next week? Is there something I want more?**',
            fr: 'Avant de dépenser, pose-toi ces questions : **En ai-je vraiment envie ? En aurai-je encore envie la semaine prochaine ? Y a-t-il quelque chose qui me plaît davantage ?**',
            ar: 'قبل أن تنفق، اسأل نفسك: **هل أريده حقًّا؟ هل سأظلّ أريده في الأسبوع القادم؟ هل هناك شيء أريده أكثر منه؟**',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'making-choices',
            prompt: {
              en: 'Tom has {{money 3}}. The comic costs {{money 3}} and the ball costs {{money 3}}. If he buys the comic today, what happens?',
              fr: 'Hugo a {{money 3}}. La BD coûte {{money 3}} et le ballon coûte {{money 3}}. S’il achète la BD aujourd’hui, que se passe-t-il ?',
              ar: 'مع عمر {{money 3}}. ثمن المجلّة {{money 3}}، وثمن الكرة {{money 3}}. إن اشترى المجلّة اليوم، فماذا يحدث؟',
            },
            options: [
              { id: 'wait', text: { en: 'He can’t buy the ball today as well', fr: 'Il ne peut pas acheter le ballon en plus aujourd’hui', ar: 'لا يستطيع أن يشتري الكرة أيضًا اليوم' } },
              { id: 'free', text: { en: 'The shop gives him the ball for free', fr: 'Le magasin lui offre le ballon', ar: 'يعطيه المتجر الكرة مجّانًا' } },
              { id: 'left', text: { en: 'He still has all his money left', fr: 'Il lui reste encore tout son argent', ar: 'يبقى معه ماله كلّه' } },
            ],
            correct: 'wait',
            hint: {
              en: 'How much money is left after paying {{money 3}}?',
              fr: 'Combien lui reste-t-il après avoir payé {{money 3}} ?',
              ar: 'كم يبقى معه بعد أن يدفع {{money 3}}؟',
            },
            explanation: {
              en: 'After the comic, Tom has no money left this week, so the ball has to wait. Choosing one thing means not choosing the other.',
              fr: 'Après la BD, il ne reste plus rien à Hugo cette semaine : le ballon devra attendre. Choisir une chose, c’est renoncer à l’autre.',
              ar: 'بعد شراء المجلّة لا يبقى مع عمر مال هذا الأسبوع، فعلى الكرة أن تنتظر. أن تختار شيئًا يعني أن تترك الآخر.',
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
              en: 'True or false: once you have spent a coin, you can spend the same coin again on something else.',
              fr: 'Vrai ou faux : une fois qu’on a dépensé une pièce, on peut dépenser la même pièce pour autre chose.',
              ar: 'صواب أم خطأ: بعد أن تنفق قطعة نقدية، يمكنك أن تنفق القطعة نفسها مرّة أخرى على شيء آخر.',
            },
            correct: false,
            hint: {
              en: 'Where is the coin after you pay?',
              fr: 'Où est la pièce une fois que tu as payé ?',
              ar: 'أين تصبح القطعة النقدية بعد أن تدفعها؟',
            },
            explanation: {
              en: 'False. When you pay, the coin goes to the shopkeeper. Each coin can only be spent once, so it is worth choosing carefully.',
              fr: 'Faux. Quand tu paies, la pièce part chez le marchand. Une pièce ne se dépense qu’une seule fois : ça vaut la peine de bien choisir.',
              ar: 'خطأ. حين تدفع تذهب القطعة إلى البائع. كل قطعة نقدية لا تُنفَق إلّا مرّة واحدة، لذلك يستحقّ الأمر أن تختار بعناية.',
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
              en: 'Tom has {{money 2}} to spend. He buys a snack for {{money 1.20}}. How much does he have left?',
              fr: 'Hugo a {{money 2}} à dépenser. Il achète un goûter à {{money 1.20}}. Combien lui reste-t-il ?',
              ar: 'مع عمر {{money 2}} لينفقها. اشترى وجبة خفيفة بـ {{money 1.20}}. كم بقي معه؟',
            },
            correct: 0.8,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Take {{money 1.20}} away from {{money 2}}.',
              fr: 'Enlève {{money 1.20}} à {{money 2}}.',
              ar: 'اطرح {{money 1.20}} من {{money 2}}.',
            },
            explanation: {
              en: '{{money 2}} take away {{money 1.20}} leaves {{money 0.80}}. Knowing what is left helps Tom make his next choice.',
              fr: '{{money 2}} moins {{money 1.20}}, il reste {{money 0.80}}. Savoir ce qui reste aide Hugo à faire son prochain choix.',
              ar: '{{money 2}} ناقص {{money 1.20}} يبقى {{money 0.80}}. معرفة الباقي تساعد عمر على اختياره التالي.',
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
              en: 'Which questions are good to ask yourself before you spend? Pick all that are right.',
              fr: 'Quelles questions est-il utile de se poser avant de dépenser ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأسئلة من المفيد أن تسأله لنفسك قبل أن تنفق؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'really', text: { en: 'Do I really want it?', fr: 'En ai-je vraiment envie ?', ar: 'هل أريده حقًّا؟' } },
              { id: 'next-week', text: { en: 'Will I still want it next week?', fr: 'En aurai-je encore envie la semaine prochaine ?', ar: 'هل سأظلّ أريده في الأسبوع القادم؟' } },
              { id: 'first', text: { en: 'Is it the first thing I saw?', fr: 'Est-ce la première chose que j’ai vue ?', ar: 'هل هو أوّل شيء رأيته؟' } },
              { id: 'more', text: { en: 'Is there something I want more?', fr: 'Y a-t-il quelque chose qui me plaît davantage ?', ar: 'هل هناك شيء أريده أكثر منه؟' } },
            ],
            correct: ['really', 'next-week', 'more'],
            hint: {
              en: 'A good question helps you think, not hurry.',
              fr: 'Une bonne question t’aide à réfléchir, pas à te dépêcher.',
              ar: 'السؤال الجيّد يساعدك على التفكير، لا على العجلة.',
            },
            explanation: {
              en: 'Asking whether you really want it, whether you will still want it next week and whether there is something you want more all help you choose well. Being the first thing you saw is not a reason to buy it.',
              fr: 'Se demander si on en a vraiment envie, si on en aura encore envie la semaine prochaine et si autre chose nous plaît davantage aide à bien choisir. Être la première chose qu’on a vue, ce n’est pas une raison pour acheter.',
              ar: 'أن تسأل هل تريده حقًّا، وهل ستظلّ تريده في الأسبوع القادم، وهل هناك ما تريده أكثر، كلّ ذلك يساعدك على حسن الاختيار. أمّا أن يكون أوّل شيء رأيته فليس سببًا لشرائه.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-habit',
            prompt: {
              en: 'Tom puts {{money 1}} in his saving jar every Saturday. How much is in the jar after 5 Saturdays?',
              fr: 'Hugo met {{money 1}} dans sa tirelire chaque samedi. Combien y a-t-il dans la tirelire après 5 samedis ?',
              ar: 'يضع عمر {{money 1}} في حصّالته كل يوم سبت. كم يصبح في الحصّالة بعد 5 أيام سبت؟',
            },
            correct: 5,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Add {{money 1}} once for each Saturday.',
              fr: 'Ajoute {{money 1}} pour chaque samedi.',
              ar: 'أضف {{money 1}} عن كل يوم سبت.',
            },
            explanation: {
              en: '5 Saturdays with {{money 1}} each make {{money 5}}. A little every week soon grows!',
              fr: '5 samedis à {{money 1}}, cela fait {{money 5}}. Un peu chaque semaine, et la tirelire grossit vite !',
              ar: '5 أيام سبت، في كل منها {{money 1}}، تساوي {{money 5}}. القليل كل أسبوع يكبر بسرعة!',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'the-saving-jar',
      title: { en: 'The Saving Jar', fr: 'Le bocal à économies', ar: 'حصّالة الادّخار' },
      estimatedMinutes: 5,
      xpReward: 15,
      pictures: [
        {
          name: 'saving-jar',
          svg: jar,
          alt: {
            en: 'A coin drops into a clear jar full of coins on a shelf, next to a small plant and a chart with some boxes coloured in.',
            fr: 'Une pièce tombe dans un bocal transparent rempli de pièces, posé sur une étagère à côté d’une petite plante et d’un tableau dont quelques cases sont coloriées.',
            ar: 'قطعة نقدية تسقط في حصّالة شفّافة مليئة بالقطع النقدية على رفّ، وبجانبها نبتة صغيرة وجدول لُوِّنت بعض مربّعاته.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# The saving jar',
              '',
              'Lila has a glass jar on her shelf. Every Saturday, when she gets her pocket money, she puts {{money 0.50}} into the jar **first**, before she spends anything.',
              '',
              '{{money 0.50}} does not look like much. But after 10 weeks, Lila’s jar holds {{money 5}}! Because the jar is clear, she can watch the coins pile up, and that makes her want to keep going.',
              '',
              'Saving **a little, often** works better than waiting until you have lots. It is like watering a plant: a little water every day helps it grow.',
              '',
              'Lila keeps her jar in her room, and she only opens it when she has decided what the money is for.',
            ),
            fr: md(
              '# Le bocal à économies',
              '',
              'Chloé a un bocal en verre sur son étagère. Chaque samedi, quand elle reçoit son argent de poche, elle met **d’abord** {{money 0.50}} dans le bocal, avant de dépenser quoi que ce soit.',
              '',
              '{{money 0.50}}, ça n’a l’air de rien. Mais au bout de 10 semaines, le bocal de Chloé contient {{money 5}} ! Comme il est transparent, elle voit les pièces s’empiler, et ça lui donne envie de continuer.',
              '',
              'Mettre de côté **un peu, mais souvent** marche mieux qu’attendre d’avoir beaucoup. C’est comme arroser une plante : un peu d’eau chaque jour l’aide à pousser.',
              '',
              'Chloé garde son bocal dans sa chambre, et elle ne l’ouvre que lorsqu’elle a décidé à quoi servira l’argent.',
            ),
            ar: md(
              '# حصّالة الادّخار',
              '',
              'لدى ليلى حصّالة زجاجية على رفّ غرفتها. في كل يوم سبت، حين تحصل على مصروفها، تضع فيها {{money 0.50}} **أوّلًا**، قبل أن تنفق أيّ شيء.',
              '',
              'قد يبدو مبلغ {{money 0.50}} صغيرًا، لكن بعد 10 أسابيع صار في حصّالة ليلى {{money 5}}! ولأنّ الحصّالة شفّافة، ترى ليلى القطع النقدية تتراكم، فيزيدها ذلك رغبة في الاستمرار.',
              '',
              'الادّخار **قليلًا وباستمرار** أنفع من انتظار أن يصبح معك مال كثير. إنّه مثل سقي النبتة: قليل من الماء كل يوم يساعدها على النموّ.',
              '',
              'تحتفظ ليلى بحصّالتها في غرفتها، ولا تفتحها إلّا حين تقرّر فيمَ ستستعمل المال.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'saving-jar' },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: '**Save first, spend after** is a habit many grown-ups use too: on payday they put their saving part away before any shopping.',
            fr: '**Épargner d’abord, dépenser ensuite** : beaucoup d’adultes font pareil. Le jour où ils reçoivent leur salaire, ils mettent une part de côté avant de faire les courses.',
            ar: '**ادّخر أوّلًا ثم أنفق**: عادة يتّبعها كثير من الكبار أيضًا، ففي يوم الراتب يضعون جزءًا جانبًا قبل أيّ تسوّق.',
          },
        },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Draw a chart with a box for each week, and colour one in every time you save.',
            fr: 'Dessine un tableau avec une case par semaine, et colorie une case chaque fois que tu mets de l’argent de côté.',
            ar: 'ارسم جدولًا فيه مربّع لكل أسبوع، ولوّن مربّعًا كلّما ادّخرت.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-habit',
            prompt: {
              en: 'Lila puts {{money 0.50}} in her jar every week. How much is in the jar after 6 weeks?',
              fr: 'Chloé met {{money 0.50}} dans son bocal chaque semaine. Combien y a-t-il dans le bocal au bout de 6 semaines ?',
              ar: 'تضع ليلى {{money 0.50}} في حصّالتها كل أسبوع. كم يصبح في الحصّالة بعد 6 أسابيع؟',
            },
            correct: 3,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Two weeks make {{money 1}}.',
              fr: 'Deux semaines, ça fait {{money 1}}.',
              ar: 'أسبوعان يساويان {{money 1}}.',
            },
            explanation: {
              en: '6 weeks of {{money 0.50}} make {{money 3}}. Small amounts add up!',
              fr: '6 semaines à {{money 0.50}}, cela fait {{money 3}}. Les petites sommes finissent par compter !',
              ar: '6 أسابيع، في كل منها {{money 0.50}}، تساوي {{money 3}}. المبالغ الصغيرة تتجمّع!',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'saving-habit',
            prompt: {
              en: 'True or false: only people with lots of money can save.',
              fr: 'Vrai ou faux : seules les personnes qui ont beaucoup d’argent peuvent épargner.',
              ar: 'صواب أم خطأ: لا يستطيع الادّخار إلّا من لديه مال كثير.',
            },
            correct: false,
            hint: {
              en: 'How much does Lila put in her jar each week?',
              fr: 'Combien Chloé met-elle dans son bocal chaque semaine ?',
              ar: 'كم تضع ليلى في حصّالتها كل أسبوع؟',
            },
            explanation: {
              en: 'False! Lila saves just {{money 0.50}} a week. Anyone can save, even a little at a time.',
              fr: 'Faux ! Chloé met seulement {{money 0.50}} de côté par semaine. Tout le monde peut épargner, même un tout petit peu à la fois.',
              ar: 'خطأ! تدّخر ليلى {{money 0.50}} فقط كل أسبوع. يستطيع الجميع أن يدّخروا، ولو قليلًا في كل مرّة.',
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
              en: 'When is the best time to put money in your saving jar?',
              fr: 'Quel est le meilleur moment pour mettre de l’argent dans ton bocal ?',
              ar: 'ما أفضل وقت لتضع المال في حصّالتك؟',
            },
            options: [
              { id: 'end', text: { en: 'At the end of the week, if any is left', fr: 'À la fin de la semaine, s’il en reste', ar: 'في آخر الأسبوع، إن بقي شيء' } },
              { id: 'first', text: { en: 'As soon as you get your pocket money', fr: 'Dès que tu reçois ton argent de poche', ar: 'حالما تحصل على مصروفك' } },
              { id: 'birthday', text: { en: 'Only on your birthday', fr: 'Seulement le jour de ton anniversaire', ar: 'في يوم ميلادك فقط' } },
            ],
            correct: 'first',
            hint: {
              en: 'Think about what Lila does first.',
              fr: 'Pense à ce que Chloé fait en premier.',
              ar: 'فكّر فيما تفعله ليلى أوّلًا.',
            },
            explanation: {
              en: 'Saving as soon as the money arrives means the saving part is safe before you start spending. If you wait until the end of the week, there is often nothing left!',
              fr: 'Épargner dès que l’argent arrive, c’est mettre sa part à l’abri avant de commencer à dépenser. Si on attend la fin de la semaine, il ne reste souvent plus rien !',
              ar: 'حين تدّخر فور وصول المال، يصبح جزء الادّخار في أمان قبل أن تبدأ الإنفاق. أمّا إن انتظرت آخر الأسبوع، فكثيرًا ما لا يبقى شيء!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'saving-habit',
            prompt: {
              en: 'Which of these help you keep saving? Pick all that are right.',
              fr: 'Qu’est-ce qui aide à continuer d’épargner ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الأمور تساعدك على الاستمرار في الادّخار؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'clear', text: { en: 'A clear jar, so you can watch it grow', fr: 'Un bocal transparent, pour voir l’argent grossir', ar: 'حصّالة شفّافة لترى المال يزداد' } },
              { id: 'chart', text: { en: 'A chart to colour in each week', fr: 'Un tableau à colorier chaque semaine', ar: 'جدول تلوّنه كل أسبوع' } },
              { id: 'open', text: { en: 'Opening the jar whenever you pass a shop', fr: 'Ouvrir le bocal chaque fois qu’on passe devant un magasin', ar: 'فتح الحصّالة كلّما مررت بمتجر' } },
              { id: 'safe', text: { en: 'Keeping the jar in a safe place at home', fr: 'Ranger le bocal dans un endroit sûr à la maison', ar: 'وضع الحصّالة في مكان آمن في البيت' } },
            ],
            correct: ['clear', 'chart', 'safe'],
            hint: {
              en: 'Which ones make saving easier, and which make spending easier?',
              fr: 'Lesquelles rendent l’épargne plus facile, et lesquelles rendent la dépense plus facile ?',
              ar: 'أيّها يجعل الادّخار أسهل، وأيّها يجعل الإنفاق أسهل؟',
            },
            explanation: {
              en: 'Watching your savings grow, colouring in a chart and keeping the jar safe all help. Opening it whenever you pass a shop makes the savings disappear!',
              fr: 'Voir ses économies grossir, colorier un tableau et ranger le bocal en lieu sûr, tout cela aide. L’ouvrir devant chaque magasin, c’est faire disparaître les économies !',
              ar: 'رؤية مدّخراتك تزداد، وتلوين الجدول، وحفظ الحصّالة في مكان آمن، كلّها أمور مفيدة. أمّا فتحها كلّما مررت بمتجر فيجعل المدّخرات تختفي!',
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
              en: 'Put Lila’s Saturday in the right order.',
              fr: 'Remets dans l’ordre le samedi de Chloé.',
              ar: 'رتّب ما تفعله ليلى يوم السبت بالترتيب الصحيح.',
            },
            items: [
              { id: 'spend', text: { en: 'Spend some of the rest, carefully', fr: 'Dépenser une partie du reste, avec soin', ar: 'إنفاق جزء من الباقي بعناية' } },
              { id: 'get', text: { en: 'Get her pocket money', fr: 'Recevoir son argent de poche', ar: 'الحصول على مصروفها' } },
              { id: 'colour', text: { en: 'Colour in a box on her chart', fr: 'Colorier une case de son tableau', ar: 'تلوين مربّع في جدولها' } },
              { id: 'jar', text: { en: 'Put {{money 0.50}} in the jar', fr: 'Mettre {{money 0.50}} dans le bocal', ar: 'وضع {{money 0.50}} في الحصّالة' } },
            ],
            correctOrder: ['get', 'jar', 'colour', 'spend'],
            hint: {
              en: 'Lila saves first.',
              fr: 'Chloé épargne d’abord.',
              ar: 'ليلى تدّخر أوّلًا.',
            },
            explanation: {
              en: 'Lila gets her pocket money, puts {{money 0.50}} in the jar straight away, colours in her chart, and only then spends some of the rest.',
              fr: 'Chloé reçoit son argent de poche, met tout de suite {{money 0.50}} dans le bocal, colorie son tableau, et seulement ensuite dépense une partie du reste.',
              ar: 'تحصل ليلى على مصروفها، وتضع {{money 0.50}} في الحصّالة فورًا، ثم تلوّن جدولها، وبعد ذلك فقط تنفق جزءًا من الباقي.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'a-saving-goal',
      title: { en: 'A Saving Goal', fr: 'Un objectif d’épargne', ar: 'هدف للادّخار' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'kite-goal',
          svg: kite,
          alt: {
            en: 'A boy with a jar of coins watches a red kite in the sky; the kite’s tail has six boxes, three coloured yellow and three still empty.',
            fr: 'Un garçon, près d’un bocal de pièces, regarde un cerf-volant rouge dans le ciel ; la queue du cerf-volant a six cases, trois coloriées en jaune et trois encore vides.',
            ar: 'ولد بجانبه حصّالة فيها قطع نقدية ينظر إلى طائرة ورقية حمراء في السماء، وفي ذيلها ستّة مربّعات، ثلاثة ملوّنة بالأصفر وثلاثة ما زالت فارغة.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# A saving goal',
              '',
              'Noah wants a kite that costs {{money 12}}. That is much more than his pocket money, so he makes a **saving goal**.',
              '',
              'A good goal says three things:',
              '',
              '- **What** you are saving for: a kite.',
              '- **How much** it costs: {{money 12}}.',
              '- **How** you will get there: {{money 2}} each week.',
              '',
              'How many weeks will that take? Noah counts in steps of {{money 2}}: after 1 week he has {{money 2}}, after 2 weeks {{money 4}}, after 3 weeks {{money 6}}… After 6 weeks he has {{money 12}}. So he needs **6 weeks**.',
              '',
              'Noah draws a kite with 6 boxes on its tail and colours one in every Saturday. Watching the tail fill up keeps him going.',
            ),
            fr: md(
              '# Un objectif d’épargne',
              '',
              'Nathan voudrait un cerf-volant qui coûte {{money 12}}. C’est bien plus que son argent de poche, alors il se fixe un **objectif d’épargne**.',
              '',
              'Un bon objectif dit trois choses :',
              '',
              '- **Quoi** : un cerf-volant.',
              '- **Combien** : {{money 12}}.',
              '- **Comment** : en mettant {{money 2}} de côté chaque semaine.',
              '',
              'Combien de semaines lui faudra-t-il ? Nathan compte par bonds de {{money 2}} : au bout de 1 semaine, il a {{money 2}} ; au bout de 2 semaines, {{money 4}} ; au bout de 3 semaines, {{money 6}}… Au bout de 6 semaines, il a {{money 12}}. Il lui faut donc **6 semaines**.',
              '',
              'Nathan dessine un cerf-volant avec 6 cases sur la queue, et il en colorie une chaque samedi. Voir la queue se remplir lui donne envie de continuer.',
            ),
            ar: md(
              '# هدف للادّخار',
              '',
              'يريد يوسف طائرة ورقية ثمنها {{money 12}}. هذا أكثر بكثير من مصروفه، لذلك وضع لنفسه **هدفًا للادّخار**.',
              '',
              'الهدف الجيّد يقول ثلاثة أشياء:',
              '',
              '- **ماذا** تريد: طائرة ورقية.',
              '- **كم** ثمنها: {{money 12}}.',
              '- **كيف** ستصل إليه: بادّخار {{money 2}} كل أسبوع.',
              '',
              'كم أسبوعًا يحتاج؟ يعدّ يوسف بخطوات من {{money 2}}: بعد أسبوع واحد يصبح معه {{money 2}}، وبعد أسبوعين {{money 4}}، وبعد 3 أسابيع {{money 6}}… وبعد 6 أسابيع يصبح معه {{money 12}}. إذن يحتاج إلى **6 أسابيع**.',
              '',
              'رسم يوسف طائرة ورقية في ذيلها 6 مربّعات، وصار يلوّن مربّعًا منها كل يوم سبت. ورؤية الذيل يمتلئ تشجّعه على الاستمرار.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'kite-goal' },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'To find how many weeks you need, ask: how many lots of my weekly saving make the price? For Noah, 6 lots of {{money 2}} make {{money 12}}.',
            fr: 'Pour savoir combien de semaines il te faut, demande-toi : combien de fois ma somme de la semaine pour arriver au prix ? Pour Nathan, 6 fois {{money 2}}, cela fait {{money 12}}.',
            ar: 'لتعرف كم أسبوعًا تحتاج، اسأل نفسك: كم مرّة يلزمني ما أدّخره في الأسبوع حتى أصل إلى الثمن؟ عند يوسف: 6 مرّات {{money 2}} تساوي {{money 12}}.',
          },
        },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Birthday money or a gift can get you to your goal sooner, if you add it to your savings.',
            fr: 'L’argent d’un anniversaire ou d’un cadeau peut te faire atteindre ton objectif plus vite, si tu l’ajoutes à tes économies.',
            ar: 'العيديّة أو الهدية يمكن أن توصلك إلى هدفك أسرع، إن أضفتها إلى مدّخراتك.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-goals',
            prompt: {
              en: 'A football costs {{money 10}}. Noah’s friend Ava saves {{money 2}} each week. How many weeks until she can buy it?',
              fr: 'Un ballon de foot coûte {{money 10}}. Léa, l’amie de Nathan, met {{money 2}} de côté chaque semaine. Dans combien de semaines pourra-t-elle l’acheter ?',
              ar: 'ثمن كرة القدم {{money 10}}. صديقة يوسف، هدى، تدّخر {{money 2}} كل أسبوع. بعد كم أسبوعًا تستطيع أن تشتريها؟',
            },
            correct: 5,
            tolerance: 0,
            unit: { en: 'weeks', fr: 'semaines', ar: 'أسابيع' },
            hint: {
              en: 'Count in steps of {{money 2}} until you reach {{money 10}}.',
              fr: 'Compte par bonds de {{money 2}} jusqu’à {{money 10}}.',
              ar: 'عُدّ بخطوات من {{money 2}} حتى تصل إلى {{money 10}}.',
            },
            explanation: {
              en: '5 lots of {{money 2}} make {{money 10}}, so Ava needs 5 weeks. Each week brings her one step closer!',
              fr: '5 fois {{money 2}}, cela fait {{money 10}} : il faut donc 5 semaines à Léa. Chaque semaine la rapproche un peu plus !',
              ar: '5 مرّات {{money 2}} تساوي {{money 10}}، إذن تحتاج هدى إلى 5 أسابيع. كل أسبوع يقرّبها خطوة!',
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
              en: 'Noah gets {{money 4}} for his birthday and puts it towards the {{money 12}} kite. How much more does he still need?',
              fr: 'Nathan reçoit {{money 4}} pour son anniversaire et les met de côté pour le cerf-volant à {{money 12}}. Combien lui manque-t-il encore ?',
              ar: 'حصل يوسف على {{money 4}} في عيد ميلاده، ووضعها للطائرة الورقية التي ثمنها {{money 12}}. كم يحتاج بعد؟',
            },
            correct: 8,
            tolerance: 0,
            unit: 'money',
            hint: {
              en: 'Take what he has away from the price.',
              fr: 'Enlève ce qu’il a déjà au prix du cerf-volant.',
              ar: 'اطرح ما معه من ثمن الطائرة.',
            },
            explanation: {
              en: '{{money 12}} take away {{money 4}} leaves {{money 8}}. A gift can bring a goal closer.',
              fr: '{{money 12}} moins {{money 4}}, il reste {{money 8}}. Un cadeau peut rapprocher un objectif.',
              ar: '{{money 12}} ناقص {{money 4}} يبقى {{money 8}}. الهدية يمكن أن تقرّب الهدف.',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'saving-goals',
            prompt: {
              en: 'Now Noah still needs {{money 8}}, and he saves {{money 2}} a week. How many weeks will it take now?',
              fr: 'Il manque maintenant {{money 8}} à Nathan, et il met {{money 2}} de côté par semaine. Combien de semaines lui faut-il désormais ?',
              ar: 'الآن يحتاج يوسف إلى {{money 8}}، وهو يدّخر {{money 2}} كل أسبوع. كم أسبوعًا يحتاج الآن؟',
            },
            correct: 4,
            tolerance: 0,
            unit: { en: 'weeks', fr: 'semaines', ar: 'أسابيع' },
            hint: {
              en: 'How many lots of {{money 2}} make {{money 8}}?',
              fr: 'Combien de fois {{money 2}} pour faire {{money 8}} ?',
              ar: 'كم مرّة {{money 2}} تساوي {{money 8}}؟',
            },
            explanation: {
              en: '4 lots of {{money 2}} make {{money 8}}, so 4 weeks: 2 weeks sooner than his first plan. The birthday money saved him 2 weeks of waiting!',
              fr: '4 fois {{money 2}}, cela fait {{money 8}} : donc 4 semaines, 2 de moins que prévu. L’argent d’anniversaire lui a fait gagner 2 semaines !',
              ar: '4 مرّات {{money 2}} تساوي {{money 8}}، إذن 4 أسابيع، أي أسرع بأسبوعين من خطّته الأولى. مال عيد الميلاد وفّر عليه أسبوعين من الانتظار!',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'saving-goals',
            prompt: {
              en: 'Which of these is the clearest saving goal?',
              fr: 'Lequel de ces objectifs d’épargne est le plus clair ?',
              ar: 'أيّ هذه الأهداف هو أوضح هدف للادّخار؟',
            },
            options: [
              { id: 'someday', text: { en: 'I want more money one day.', fr: 'Je voudrais plus d’argent un jour.', ar: 'أريد مالًا أكثر يومًا ما.' } },
              {
                id: 'book',
                text: {
                  en: 'I will save {{money 1}} a week for 8 weeks to buy a book that costs {{money 8}}.',
                  fr: 'Je vais mettre {{money 1}} de côté par semaine pendant 8 semaines pour acheter un livre à {{money 8}}.',
                  ar: 'سأدّخر {{money 1}} كل أسبوع مدّة 8 أسابيع لأشتري كتابًا ثمنه {{money 8}}.',
                },
              },
              { id: 'bit', text: { en: 'I should probably save a bit.', fr: 'Je devrais sans doute économiser un peu.', ar: 'ربّما عليّ أن أدّخر قليلًا.' } },
            ],
            correct: 'book',
            hint: {
              en: 'Look for what, how much and how.',
              fr: 'Cherche le quoi, le combien et le comment.',
              ar: 'ابحث عن: ماذا، وكم، وكيف.',
            },
            explanation: {
              en: 'The book goal says what, how much and how, so it is easy to follow: {{money 1}} a week for 8 weeks makes {{money 8}}.',
              fr: 'L’objectif du livre dit quoi, combien et comment : il est facile à suivre. {{money 1}} par semaine pendant 8 semaines, cela fait {{money 8}}.',
              ar: 'هدف الكتاب يقول ماذا وكم وكيف، فيسهل اتّباعه: {{money 1}} كل أسبوع مدّة 8 أسابيع تساوي {{money 8}}.',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'saving-goals',
            prompt: {
              en: 'Put the steps for reaching a saving goal in the right order.',
              fr: 'Remets dans l’ordre les étapes pour atteindre un objectif d’épargne.',
              ar: 'رتّب خطوات الوصول إلى هدف الادّخار بالترتيب الصحيح.',
            },
            items: [
              { id: 'track', text: { en: 'Save each week and colour in your chart', fr: 'Épargner chaque semaine et colorier son tableau', ar: 'الادّخار كل أسبوع وتلوين الجدول' } },
              { id: 'choose', text: { en: 'Choose what you want to save for', fr: 'Choisir ce pour quoi on épargne', ar: 'اختيار ما تريد أن تدّخر من أجله' } },
              { id: 'buy', text: { en: 'Buy it and celebrate!', fr: 'L’acheter et fêter ça !', ar: 'شراؤه والاحتفال!' } },
              { id: 'price', text: { en: 'Find out how much it costs', fr: 'Trouver combien ça coûte', ar: 'معرفة ثمنه' } },
              { id: 'plan', text: { en: 'Work out how much to save each week', fr: 'Calculer combien mettre de côté chaque semaine', ar: 'حساب ما ستدّخره كل أسبوع' } },
            ],
            correctOrder: ['choose', 'price', 'plan', 'track', 'buy'],
            hint: {
              en: 'You can’t plan your weekly saving until you know the price.',
              fr: 'Impossible de prévoir ce qu’on met de côté chaque semaine avant de connaître le prix.',
              ar: 'لا يمكنك أن تخطّط لادّخارك الأسبوعي قبل أن تعرف الثمن.',
            },
            explanation: {
              en: 'Choose your goal, find its price, work out a weekly amount, save and keep track, then buy it and celebrate. That is a plan that works!',
              fr: 'On choisit son objectif, on trouve le prix, on calcule la somme de chaque semaine, on épargne en suivant ses progrès, puis on achète et on fête ça. Voilà un plan qui marche !',
              ar: 'اختر هدفك، واعرف ثمنه، واحسب ما تدّخره كل أسبوع، ثم ادّخر وتابع تقدّمك، وأخيرًا اشترِه واحتفل. هذه خطّة ناجحة!',
            },
          },
        },
        {
          id: 'q6',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'saving-goals',
            prompt: {
              en: 'True or false: if you save a bit more each week, you reach your goal sooner.',
              fr: 'Vrai ou faux : si tu mets un peu plus de côté chaque semaine, tu atteins ton objectif plus vite.',
              ar: 'صواب أم خطأ: إن ادّخرت أكثر قليلًا كل أسبوع، تصل إلى هدفك أسرع.',
            },
            correct: true,
            hint: {
              en: 'Would {{money 3}} a week fill the kite’s tail faster than {{money 2}} a week?',
              fr: 'Avec {{money 3}} par semaine, la queue du cerf-volant se remplirait-elle plus vite qu’avec {{money 2}} ?',
              ar: 'هل يمتلئ ذيل الطائرة الورقية بـ {{money 3}} في الأسبوع أسرع منه بـ {{money 2}}؟',
            },
            explanation: {
              en: 'True! Saving {{money 3}} a week, Noah would have {{money 12}} after 4 weeks instead of 6.',
              fr: 'Vrai ! En mettant {{money 3}} de côté par semaine, Nathan aurait {{money 12}} au bout de 4 semaines au lieu de 6.',
              ar: 'صواب! لو ادّخر يوسف {{money 3}} كل أسبوع، لصار معه {{money 12}} بعد 4 أسابيع بدلًا من 6.',
            },
          },
        },
      ],
    },
    // -------------------------------------------------------------------------------------------------------------
    {
      slug: 'waiting-pays-off',
      title: { en: 'Waiting Pays Off', fr: 'Savoir attendre, ça paie', ar: 'الصبر يؤتي ثماره' },
      estimatedMinutes: 6,
      xpReward: 15,
      pictures: [
        {
          name: 'paint-set',
          svg: waiting,
          alt: {
            en: 'A girl holding a jar of coins smiles at a big paint palette full of colours with a brush, while a small sparkly key ring sits to one side and a clock hangs on the wall.',
            fr: 'Une fillette qui tient un bocal de pièces sourit devant une grande palette pleine de couleurs et un pinceau ; sur le côté, un petit porte-clés qui brille, et une horloge au mur.',
            ar: 'بنت تحمل حصّالة فيها قطع نقدية وتبتسم أمام لوح ألوان كبير مليء بالألوان وبجانبه فرشاة، وفي الطرف ميدالية مفاتيح صغيرة لامعة، وعلى الحائط ساعة.',
          },
        },
      ],
      blocks: [
        {
          id: 'story',
          type: 'text',
          markdown: {
            en: md(
              '# Waiting pays off',
              '',
              'Zoe is saving for a paint set that costs {{money 8}}. She saves {{money 2}} a week, and she already has {{money 4}} in her jar.',
              '',
              'At the school fair, she sees a glittery key ring for {{money 3}}. She wants it right now! But if she buys it, she will only have {{money 1}} left, and the paint set will be much further away.',
              '',
              'Zoe remembers the **wait-a-day rule**: when you want something straight away, wait one day and see if you still want it. The next morning, she has almost forgotten the key ring. She keeps saving, and two weeks later she buys her paint set.',
              '',
              'Waiting is hard, but it often means you get the thing you **really** want, not just the first thing you saw.',
            ),
            fr: md(
              '# Savoir attendre, ça paie',
              '',
              'Jade économise pour une boîte de peinture qui coûte {{money 8}}. Elle met {{money 2}} de côté chaque semaine, et elle a déjà {{money 4}} dans son bocal.',
              '',
              'À la fête de l’école, elle voit un porte-clés à paillettes à {{money 3}}. Elle le veut tout de suite ! Mais si elle l’achète, il ne lui restera que {{money 1}}, et la boîte de peinture s’éloignera beaucoup.',
              '',
              'Jade se souvient de la **règle du lendemain** : quand on a très envie d’une chose tout de suite, on attend un jour pour voir si on en a toujours envie. Le lendemain matin, elle a presque oublié le porte-clés. Elle continue d’épargner et, deux semaines plus tard, elle s’achète sa boîte de peinture.',
              '',
              'Attendre, c’est difficile. Mais c’est souvent comme ça qu’on obtient ce qu’on veut **vraiment**, et pas seulement la première chose qu’on a vue.',
            ),
            ar: md(
              '# الصبر يؤتي ثماره',
              '',
              'تدّخر سلمى لتشتري علبة ألوان ثمنها {{money 8}}. إنّها تضع {{money 2}} في حصّالتها كل أسبوع، وقد جمعت حتى الآن {{money 4}}.',
              '',
              'في حفل المدرسة رأت ميدالية مفاتيح لامعة ثمنها {{money 3}}، فأرادتها في الحال! لكنّها إن اشترتها فلن يبقى معها إلّا {{money 1}}، وستبتعد علبة الألوان كثيرًا.',
              '',
              'تذكّرت سلمى **قاعدة انتظار يوم واحد**: حين تريد شيئًا في الحال، انتظر يومًا، ثم انظر هل ما زلت تريده. في صباح اليوم التالي كانت قد نسيت الميدالية تقريبًا. واصلت الادّخار، وبعد أسبوعين اشترت علبة الألوان.',
              '',
              'الانتظار صعب، لكنّه كثيرًا ما يعني أن تحصل على ما تريده **حقًّا**، لا على أوّل شيء رأيته.',
            ),
          },
        },
        { id: 'picture', type: 'picture', picture: 'paint-set' },
        {
          id: 'tip',
          type: 'callout',
          tone: 'tip',
          markdown: {
            en: 'Tricks that make waiting easier: put a picture of your goal on the wall, keep your jar at home rather than in your pocket, and find something fun to do instead.',
            fr: 'Des astuces pour patienter plus facilement : affiche un dessin de ton objectif au mur, laisse ton bocal à la maison plutôt que dans ta poche, et trouve une activité amusante pour penser à autre chose.',
            ar: 'حيل تجعل الانتظار أسهل: علّق صورة هدفك على الحائط، واترك حصّالتك في البيت بدل أن تحمل المال في جيبك، وابحث عن شيء ممتع تفعله بدل الشراء.',
          },
        },
        {
          id: 'fact',
          type: 'callout',
          tone: 'fact',
          markdown: {
            en: 'Waiting is a skill. Like riding a bike, it gets easier the more you practise.',
            fr: 'Savoir attendre, ça s’apprend. Comme le vélo, plus on s’entraîne, plus c’est facile.',
            ar: 'الصبر مهارة، ومثل ركوب الدرّاجة، يصبح أسهل كلّما تدرّبت عليه.',
          },
        },
        {
          id: 'q1',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'waiting-pays',
            prompt: {
              en: 'Zoe has {{money 4}} saved for the paint set. What happens if she buys the {{money 3}} key ring?',
              fr: 'Jade a {{money 4}} d’économies pour la boîte de peinture. Que se passe-t-il si elle achète le porte-clés à {{money 3}} ?',
              ar: 'مع سلمى {{money 4}} ادّخرتها لعلبة الألوان. ماذا يحدث إن اشترت الميدالية التي ثمنها {{money 3}}؟',
            },
            options: [
              { id: 'longer', text: { en: 'She has much less saved, so the paint set takes longer', fr: 'Il lui reste bien moins d’économies, donc la boîte de peinture attendra plus longtemps', ar: 'تقلّ مدّخراتها كثيرًا، فتتأخّر علبة الألوان' } },
              { id: 'nothing', text: { en: 'Nothing changes', fr: 'Rien ne change', ar: 'لا يتغيّر شيء' } },
              { id: 'cheaper', text: { en: 'The paint set gets cheaper', fr: 'La boîte de peinture devient moins chère', ar: 'يصبح ثمن علبة الألوان أقلّ' } },
            ],
            correct: 'longer',
            hint: {
              en: 'How much would be left in her jar?',
              fr: 'Combien resterait-il dans son bocal ?',
              ar: 'كم سيبقى في حصّالتها؟',
            },
            explanation: {
              en: 'She would have only {{money 1}} left instead of {{money 4}}, so she would have to wait much longer for the paint set.',
              fr: 'Il ne lui resterait que {{money 1}} au lieu de {{money 4}} : elle devrait attendre bien plus longtemps sa boîte de peinture.',
              ar: 'سيبقى معها {{money 1}} فقط بدلًا من {{money 4}}، فتضطرّ إلى انتظار علبة الألوان مدّة أطول بكثير.',
            },
          },
        },
        {
          id: 'q2',
          type: 'question',
          question: {
            kind: 'number',
            skill: 'waiting-pays',
            prompt: {
              en: 'Zoe has {{money 4}} and saves {{money 2}} a week. The paint set costs {{money 8}}. How many more weeks must she wait?',
              fr: 'Jade a {{money 4}} et met {{money 2}} de côté par semaine. La boîte de peinture coûte {{money 8}}. Combien de semaines doit-elle encore attendre ?',
              ar: 'مع سلمى {{money 4}}، وهي تدّخر {{money 2}} كل أسبوع. ثمن علبة الألوان {{money 8}}. كم أسبوعًا بعد عليها أن تنتظر؟',
            },
            correct: 2,
            tolerance: 0,
            unit: { en: 'weeks', fr: 'semaines', ar: 'أسابيع' },
            hint: {
              en: 'First find how much more she needs.',
              fr: 'Cherche d’abord combien il lui manque.',
              ar: 'احسب أوّلًا كم ينقصها.',
            },
            explanation: {
              en: 'She needs {{money 4}} more. At {{money 2}} a week, that is 2 weeks: not so long to wait for something she really wants!',
              fr: 'Il lui manque {{money 4}}. À {{money 2}} par semaine, cela fait 2 semaines : pas si long pour une chose qu’elle veut vraiment !',
              ar: 'ينقصها {{money 4}}. وبادّخار {{money 2}} كل أسبوع تحتاج إلى أسبوعين: ليست مدّة طويلة من أجل شيء تريده حقًّا!',
            },
          },
        },
        {
          id: 'q3',
          type: 'question',
          question: {
            kind: 'true-false',
            skill: 'waiting-pays',
            prompt: {
              en: 'True or false: the wait-a-day rule means waiting one day before buying something you suddenly want.',
              fr: 'Vrai ou faux : la règle du lendemain, c’est attendre un jour avant d’acheter une chose dont on a soudain envie.',
              ar: 'صواب أم خطأ: قاعدة انتظار يوم واحد تعني أن تنتظر يومًا قبل أن تشتري شيئًا رغبت فيه فجأة.',
            },
            correct: true,
            hint: {
              en: 'Look at what Zoe remembers in the story.',
              fr: 'Regarde ce dont Jade se souvient dans l’histoire.',
              ar: 'انظر إلى ما تذكّرته سلمى في القصّة.',
            },
            explanation: {
              en: 'True! After a day, you know whether you really want it or whether it was just a quick wish.',
              fr: 'Vrai ! Au bout d’un jour, on sait si on en a vraiment envie ou si ce n’était qu’une envie passagère.',
              ar: 'صواب! بعد يوم تعرف هل تريده حقًّا أم كانت رغبة عابرة.',
            },
          },
        },
        {
          id: 'q4',
          type: 'question',
          question: {
            kind: 'multiple',
            skill: 'waiting-pays',
            prompt: {
              en: 'Which tricks can make waiting easier? Pick all that are right.',
              fr: 'Quelles astuces aident à patienter ? Choisis toutes les bonnes réponses.',
              ar: 'أيّ هذه الحيل تجعل الانتظار أسهل؟ اختر كل الإجابات الصحيحة.',
            },
            options: [
              { id: 'picture', text: { en: 'Put a picture of your goal on the wall', fr: 'Afficher un dessin de son objectif au mur', ar: 'تعليق صورة هدفك على الحائط' } },
              { id: 'carry', text: { en: 'Carry all your savings to the shops every day', fr: 'Emporter toutes ses économies dans les magasins chaque jour', ar: 'حمل كل مدّخراتك إلى المتاجر كل يوم' } },
              { id: 'fun', text: { en: 'Find something fun to do instead', fr: 'Trouver une activité amusante à la place', ar: 'البحث عن شيء ممتع تفعله بدل الشراء' } },
              { id: 'home', text: { en: 'Keep your jar at home', fr: 'Laisser son bocal à la maison', ar: 'ترك حصّالتك في البيت' } },
            ],
            correct: ['picture', 'fun', 'home'],
            hint: {
              en: 'Which ones keep your goal in mind and your money out of reach?',
              fr: 'Lesquelles gardent ton objectif en tête et ton argent hors de portée ?',
              ar: 'أيّها يبقي هدفك في بالك ومالك بعيدًا عن متناول يدك؟',
            },
            explanation: {
              en: 'A picture of your goal, something fun to do and a jar kept at home all help. Carrying your savings to the shops every day makes waiting much harder!',
              fr: 'Un dessin de son objectif, une activité amusante et un bocal qui reste à la maison, tout cela aide. Emporter ses économies dans les magasins chaque jour rend l’attente bien plus difficile !',
              ar: 'صورة الهدف، والنشاط الممتع، والحصّالة التي تبقى في البيت، كلّها تساعد. أمّا حمل مدّخراتك إلى المتاجر كل يوم فيجعل الانتظار أصعب بكثير!',
            },
          },
        },
        {
          id: 'q5',
          type: 'question',
          question: {
            kind: 'order',
            skill: 'saving-goals',
            prompt: {
              en: 'Imagine you save {{money 1}} a week. Put these goals in order, from the shortest wait to the longest.',
              fr: 'Imagine que tu mets {{money 1}} de côté par semaine. Range ces objectifs de l’attente la plus courte à la plus longue.',
              ar: 'تخيّل أنّك تدّخر {{money 1}} كل أسبوع. رتّب هذه الأهداف من أقصر انتظار إلى أطوله.',
            },
            items: [
              { id: 'game', text: { en: 'A board game for {{money 15}}', fr: 'Un jeu de société à {{money 15}}', ar: 'لعبة لوحية ثمنها {{money 15}}' } },
              { id: 'stickers', text: { en: 'A sheet of stickers for {{money 1}}', fr: 'Une planche d’autocollants à {{money 1}}', ar: 'ورقة ملصقات ثمنها {{money 1}}' } },
              { id: 'book', text: { en: 'A book for {{money 5}}', fr: 'Un livre à {{money 5}}', ar: 'كتاب ثمنه {{money 5}}' } },
            ],
            correctOrder: ['stickers', 'book', 'game'],
            hint: {
              en: 'The cheaper it is, the sooner it comes.',
              fr: 'Moins c’est cher, plus ça arrive vite.',
              ar: 'كلّما كان الثمن أقلّ، جاء الهدف أسرع.',
            },
            explanation: {
              en: 'At {{money 1}} a week, the stickers take 1 week, the book 5 weeks and the board game 15 weeks. Bigger goals need more patience!',
              fr: 'À {{money 1}} par semaine, il faut 1 semaine pour les autocollants, 5 semaines pour le livre et 15 semaines pour le jeu de société. Les grands objectifs demandent plus de patience !',
              ar: 'بادّخار {{money 1}} كل أسبوع تحتاج الملصقات إلى أسبوع واحد، والكتاب إلى 5 أسابيع، واللعبة اللوحية إلى 15 أسبوعًا. الأهداف الكبيرة تحتاج إلى صبر أكثر!',
            },
          },
        },
        {
          id: 'q6',
          type: 'question',
          question: {
            kind: 'single',
            skill: 'waiting-pays',
            prompt: {
              en: 'You see a shiny yo-yo and want it straight away. What does the wait-a-day rule say?',
              fr: 'Tu vois un yoyo brillant et tu le veux tout de suite. Que dit la règle du lendemain ?',
              ar: 'رأيت يويو لامعًا وأردته في الحال. ماذا تقول قاعدة انتظار يوم واحد؟',
            },
            options: [
              { id: 'hurry', text: { en: 'Buy it before someone else does', fr: 'L’acheter avant que quelqu’un d’autre le prenne', ar: 'اشترِه قبل أن يأخذه غيرك' } },
              { id: 'wait', text: { en: 'Wait a day and see if you still want it', fr: 'Attendre un jour et voir si on en a toujours envie', ar: 'انتظر يومًا، ثم انظر هل ما زلت تريده' } },
              { id: 'never', text: { en: 'Never buy anything at all', fr: 'Ne jamais rien acheter', ar: 'لا تشترِ أيّ شيء أبدًا' } },
            ],
            correct: 'wait',
            hint: {
              en: 'The rule’s name gives you a clue.',
              fr: 'Le nom de la règle te met sur la piste.',
              ar: 'اسم القاعدة يدلّك على الجواب.',
            },
            explanation: {
              en: 'The rule says to wait one day. It does not stop you buying things: it helps you buy the things you really want.',
              fr: 'La règle dit d’attendre un jour. Elle n’interdit pas d’acheter : elle aide à acheter ce qu’on veut vraiment.',
              ar: 'تقول القاعدة أن تنتظر يومًا واحدًا. وهي لا تمنعك من الشراء، بل تساعدك على شراء ما تريده حقًّا.',
            },
          },
        },
      ],
    },
  ],
};
