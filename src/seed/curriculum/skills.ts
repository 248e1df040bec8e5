import type { Text } from './types';

/*
 * The curriculum's skills: every question practises exactly one, and mastery is reckoned per skill from a child's
 * answers (Attempted, Familiar, Proficient, Mastered). Grouped by the area of financial literacy they belong to; each
 * name is what a child, a parent and a tutor read in the skills views.
 */

export const SKILLS = {
  // Money and needs
  'what-money-is': { en: 'What money is for', fr: 'À quoi sert l’argent', ar: 'فيمَ نستخدم المال' },
  'needs-and-wants': { en: 'Needs and wants', fr: 'Besoins et envies', ar: 'الحاجات والرغبات' },
  'counting-money': { en: 'Counting coins and notes', fr: 'Compter les pièces et les billets', ar: 'عدّ القطع النقدية والأوراق' },
  'trade-and-barter': { en: 'Trading and swapping', fr: 'Échanger et troquer', ar: 'التبادل والمقايضة' },
  // Earning and saving
  'ways-to-earn': { en: 'Ways to earn money', fr: 'Les façons de gagner de l’argent', ar: 'طرق كسب المال' },
  'saving-habit': { en: 'Saving a little often', fr: 'Mettre un peu de côté souvent', ar: 'الادّخار القليل المنتظم' },
  'saving-goals': { en: 'Saving for a goal', fr: 'Épargner pour un objectif', ar: 'الادّخار من أجل هدف' },
  'waiting-pays': { en: 'Waiting pays off', fr: 'Savoir attendre', ar: 'الصبر يؤتي ثماره' },
  // Spending wisely
  'making-choices': { en: 'Choosing between things', fr: 'Faire des choix', ar: 'الاختيار بين الأشياء' },
  'comparing-prices': { en: 'Comparing prices', fr: 'Comparer les prix', ar: 'مقارنة الأسعار' },
  'unit-prices': { en: 'Price per unit', fr: 'Le prix à l’unité', ar: 'سعر الوحدة' },
  'discounts': { en: 'Sales and discounts', fr: 'Soldes et réductions', ar: 'التخفيضات والخصومات' },
  'advertising': { en: 'How adverts persuade', fr: 'Comment la publicité nous pousse', ar: 'كيف تُقنعنا الإعلانات' },
  'subscriptions': { en: 'Subscriptions and in-app buys', fr: 'Abonnements et achats dans les applis', ar: 'الاشتراكات والشراء داخل التطبيقات' },
  // Budgeting
  'income-and-expenses': { en: 'Money in and money out', fr: 'Ce qui entre et ce qui sort', ar: 'الدخل والمصروف' },
  'making-a-budget': { en: 'Making a budget', fr: 'Faire un budget', ar: 'إعداد ميزانية' },
  'budget-rules': { en: 'Sharing out money (50/30/20)', fr: 'Répartir son argent (50/30/20)', ar: 'توزيع المال (50/30/20)' },
  // Banks and interest
  'what-banks-do': { en: 'What banks do', fr: 'À quoi servent les banques', ar: 'ماذا تفعل البنوك' },
  'accounts-and-cards': { en: 'Accounts and cards', fr: 'Comptes et cartes', ar: 'الحسابات والبطاقات' },
  'simple-interest': { en: 'Interest', fr: 'Les intérêts', ar: 'الفائدة' },
  'compound-interest': { en: 'Interest on interest', fr: 'Les intérêts composés', ar: 'الفائدة المركّبة' },
  'staying-safe': { en: 'Keeping money safe from scams', fr: 'Protéger son argent des arnaques', ar: 'حماية المال من الاحتيال' },
  // Borrowing and credit
  'what-borrowing-is': { en: 'What borrowing is', fr: 'Ce qu’est un emprunt', ar: 'ما هو الاقتراض' },
  'cost-of-borrowing': { en: 'What borrowing costs', fr: 'Ce que coûte un emprunt', ar: 'كلفة الاقتراض' },
  'credit-cards': { en: 'Credit cards', fr: 'Les cartes de crédit', ar: 'بطاقات الائتمان' },
  'good-and-bad-debt': { en: 'Helpful and harmful debt', fr: 'Dettes utiles et dettes dangereuses', ar: 'الدَّين النافع والدَّين الضار' },
  // Investing
  'companies-and-shares': { en: 'Companies and shares', fr: 'Entreprises et actions', ar: 'الشركات والأسهم' },
  'why-prices-move': { en: 'Why prices move', fr: 'Pourquoi les prix bougent', ar: 'لماذا تتغيّر الأسعار' },
  'risk-and-diversification': { en: 'Risk and spreading it out', fr: 'Le risque et comment le répartir', ar: 'المخاطرة وتوزيعها' },
  'long-term-thinking': { en: 'Thinking long term', fr: 'Voir à long terme', ar: 'التفكير على المدى الطويل' },
  // Giving
  'giving-and-sharing': { en: 'Giving and sharing', fr: 'Donner et partager', ar: 'العطاء والمشاركة' },
  'choosing-a-cause': { en: 'Choosing a good cause', fr: 'Choisir une bonne cause', ar: 'اختيار قضية نافعة' },
} as const satisfies Record<string, Text>;

export type SkillSlug = keyof typeof SKILLS;
