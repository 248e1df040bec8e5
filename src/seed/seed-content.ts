import type { SeedCourse } from '@/lib/lesson-content';
import { md } from './curriculum/md';

/*
 * Original starter courses for the academy (seeded on first run). Lessons are ordered blocks: a Markdown intro, callouts
 * and questions. Amounts use "coins" or generic dollars so the content works whatever money a family uses.
 */


export const SEED_COURSES: SeedCourse[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Course 1: Money Basics (ages 7-9)
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'money-basics',
    title: 'Money Basics',
    summary: 'Discover what money is, where it comes from, and how to tell the difference between needs and wants.',
    description:
      'Start your money adventure here! You will learn what money is, how coins and notes work, and the difference between things we need and things we want. Along the way you will travel back in time to see how people traded before money existed.',
    subject: 'money-basics',
    ageBand: '7-9',
    featured: true,
    lessons: [
      {
        slug: 'what-is-money',
        title: 'What Is Money?',
        estimatedMinutes: 4,
        xpReward: 10,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# What is money?',
              '',
              'Money is something that everyone **agrees** to use when they swap things. When you give money to a shopkeeper, they give you a snack, a book or a toy in return.',
              '',
              'Money helps us in three big ways:',
              '',
              '- **To buy things:** we swap money for things we need or want.',
              '- **To save for later:** money keeps its value, so we can keep it and use it another day.',
              '- **To compare prices:** money tells us how much things are worth, like 2 coins for an apple and 10 coins for a book.',
            ),
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'Long ago, people used shells, beads, salt and even big stones as money. Anything can work as money if everyone agrees it has value!',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What is money mainly used for?',
              options: [
                { id: 'a', text: 'Swapping it for things we need or want' },
                { id: 'b', text: 'Decorating our bedroom walls' },
                { id: 'c', text: 'Playing catch in the park' },
              ],
              correct: 'a',
              hint: 'Think about what happens at a shop.',
              explanation:
                'Money is mainly used to swap for things we need or want. The shopkeeper takes your money and gives you something in return. Great thinking!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these have people used as money at some time in history? Pick all that are right.',
              options: [
                { id: 'a', text: 'Shells' },
                { id: 'b', text: 'Salt' },
                { id: 'c', text: 'Metal coins' },
                { id: 'd', text: 'Soap bubbles' },
              ],
              correct: ['a', 'b', 'c'],
              hint: 'Money has to last long enough to be swapped again. Would a bubble last?',
              explanation:
                'Shells, salt and metal coins have all been used as money, because people agreed they had value and they lasted a long time. Soap bubbles pop too quickly to be money!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: money has always been made of paper notes and metal coins.',
              correct: false,
              hint: 'Look back at the fact box above.',
              explanation:
                'False! People used lots of different things as money before coins and notes, like shells and salt. Today a lot of money is even digital, stored on computers and cards.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'An apple costs 2 coins. How many coins do you need to buy 4 apples?',
              correct: 8,
              tolerance: 0,
              unit: 'coins',
              hint: 'Add 2 coins four times: 2 + 2 + 2 + 2.',
              explanation: 'Each apple costs 2 coins, and 4 apples cost 4 × 2 = 8 coins. Money helps us work out prices like this. Well done!',
            },
          },
        ],
      },
      {
        slug: 'needs-and-wants',
        title: 'Needs and Wants',
        estimatedMinutes: 5,
        xpReward: 15,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Needs and wants',
              '',
              'A **need** is something you must have to live and stay healthy and safe. A **want** is something that would be nice to have, but you can live without it.',
              '',
              '- **Needs:** food, water, a home, clothes to keep you warm, medicine when you are sick.',
              '- **Wants:** toys, sweets, video games, a new bike when your old one still works.',
              '',
              'Wants are not bad! It is fun to have some wants. But when money is limited, we take care of our **needs first**.',
            ),
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown:
              'Before you buy something, ask yourself: **"Do I need this, or do I want this?"** This one little question is a money superpower.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are needs? Pick all that are right.',
              options: [
                { id: 'a', text: 'Drinking water' },
                { id: 'b', text: 'A warm coat in winter' },
                { id: 'c', text: 'A sticker collection' },
                { id: 'd', text: 'Healthy food' },
                { id: 'e', text: 'A new video game' },
              ],
              correct: ['a', 'b', 'd'],
              hint: 'Which ones help you stay alive, healthy and safe?',
              explanation:
                'Water, a warm coat in winter and healthy food are needs, because they keep you healthy and safe. Stickers and video games are wants: fun to have, but you can live without them.',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Sam has a bike that works well, but Sam would like a shiny new one. Is the new bike a need or a want?',
              options: [
                { id: 'a', text: 'A need' },
                { id: 'b', text: 'A want' },
              ],
              correct: 'b',
              hint: 'Does Sam already have a bike that works?',
              explanation:
                'It is a want. Sam already has a bike that works, so the shiny new one would be nice but is not needed. It is fine to want it, and Sam could save up for it!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: it is always wrong to spend money on wants.',
              correct: false,
              hint: 'Remember what the lesson said about wants.',
              explanation:
                'False! Wants can make life fun. The smart way is to take care of needs first, then use some money for wants. That way you get both.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You have 10 coins. Lunch costs 6 coins. After you buy lunch, how many coins are left for a want?',
              correct: 4,
              tolerance: 0,
              unit: 'coins',
              hint: 'Take the cost of lunch away from 10.',
              explanation: 'You start with 10 coins and lunch costs 6, so 10 − 6 = 4 coins are left. You paid for your need first. Smart choice!',
            },
          },
        ],
      },
      {
        slug: 'coins-and-notes',
        title: 'Coins and Notes',
        estimatedMinutes: 6,
        xpReward: 15,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Coins and notes',
              '',
              'Money comes in two main shapes you can hold:',
              '',
              '- **Coins** are small, round and made of metal. They are usually used for smaller amounts.',
              '- **Notes** (also called bills) are made of special paper or plastic. They are usually used for bigger amounts.',
              '',
              'Each coin and note has a **value** printed on it. To count money, we add up the values, not the number of pieces. Five small coins can be worth less than one note!',
            ),
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'The size of a coin does not always tell you its value. In some countries a small coin is worth more than a bigger one, so always read the number on it.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You have 3 coins worth 5 cents each and 2 coins worth 1 cent each. How many cents do you have in total?',
              correct: 17,
              tolerance: 0,
              unit: 'cents',
              hint: 'First add up the 5-cent coins, then add the 1-cent coins.',
              explanation: 'Three 5-cent coins make 15 cents, and two 1-cent coins make 2 cents. 15 + 2 = 17 cents. Great counting!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put these amounts in order from the smallest value to the biggest value.',
              items: [
                { id: 'a', text: 'A 10-dollar note' },
                { id: 'b', text: 'A 1-cent coin' },
                { id: 'c', text: 'A 1-dollar coin' },
                { id: 'd', text: 'A 25-cent coin' },
              ],
              correctOrder: ['b', 'd', 'c', 'a'],
              hint: 'There are 100 cents in 1 dollar.',
              explanation:
                'From smallest to biggest: 1 cent, 25 cents, 1 dollar (which is 100 cents), then 10 dollars. Reading the value on the money is the key. Nice work!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: a bigger coin is always worth more than a smaller coin.',
              correct: false,
              hint: 'Read the fact box again.',
              explanation:
                'False! The value is printed on the coin, and it does not depend on its size. Some small coins are worth more than bigger ones, so always check the number.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Mia has four coins worth 25 cents each. How much money is that?',
              options: [
                { id: 'a', text: '4 cents' },
                { id: 'b', text: '50 cents' },
                { id: 'c', text: '1 dollar (100 cents)' },
              ],
              correct: 'c',
              hint: 'Add 25 four times.',
              explanation: '25 + 25 + 25 + 25 = 100 cents, which is the same as 1 dollar. Four small coins can add up to a whole dollar!',
            },
          },
        ],
      },
      {
        slug: 'where-money-comes-from',
        title: 'Where Does Money Come From?',
        estimatedMinutes: 5,
        xpReward: 15,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Where does money come from?',
              '',
              'Coins and notes are made in special, safe places approved by the **government**. Coins are made at a place called a **mint**, and notes are printed with clever designs that are very hard to copy.',
              '',
              'But how does money get to **people**? Mostly, people **earn** it by doing work:',
              '',
              '- A baker earns money by making and selling bread.',
              '- A nurse earns money by caring for patients.',
              '- Kids might earn a little by doing extra jobs at home or helping a neighbor.',
              '',
              'Sometimes people also get money as a **gift** or as pocket money.',
            ),
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown:
              'Banks keep money safe for people. When grown-ups get paid, the money often goes straight into a bank account instead of their pocket.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What is the most common way grown-ups get money?',
              options: [
                { id: 'a', text: 'They find it on the ground' },
                { id: 'b', text: 'They earn it by working' },
                { id: 'c', text: 'They grow it on trees' },
              ],
              correct: 'b',
              hint: 'Think about the baker and the nurse.',
              explanation: 'Most grown-ups earn money by working. They do a job and get paid for their time and skills. Good job!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are ways a kid might earn a little money? Pick all that are right.',
              options: [
                { id: 'a', text: 'Doing extra jobs at home that a grown-up agrees to pay for' },
                { id: 'b', text: 'Selling homemade crafts at a school fair' },
                { id: 'c', text: 'Taking coins from a sibling without asking' },
                { id: 'd', text: "Helping a neighbor water their plants (with a grown-up's OK)" },
              ],
              correct: ['a', 'b', 'd'],
              hint: 'Earning means doing something useful in return for money.',
              explanation:
                'Extra jobs, selling crafts and helping a neighbor are all ways to earn money fairly. Taking money without asking is not earning, and it is not fair. Always check with a grown-up before starting a money job.',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: anyone is allowed to print their own money at home.',
              correct: false,
              hint: 'Who makes coins and notes?',
              explanation:
                'False! Only special places approved by the government can make coins and notes. Copying money is against the law, which keeps money trustworthy for everyone.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'Leo earns 3 coins each day for feeding the family pet. How many coins does Leo earn in 5 days?',
              correct: 15,
              tolerance: 0,
              unit: 'coins',
              hint: 'Count by threes five times.',
              explanation: '3 coins a day for 5 days is 5 × 3 = 15 coins. Doing a little work every day really adds up!',
            },
          },
        ],
      },
      {
        slug: 'trading-and-barter',
        title: 'Trading and Barter',
        estimatedMinutes: 6,
        xpReward: 20,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Before money: barter',
              '',
              'Before money existed, people **bartered**. Bartering means swapping one thing directly for another thing. A farmer might swap eggs for a fisher’s fish.',
              '',
              'Bartering has a big problem. What if the fisher does **not** want eggs? Then the farmer gets no fish! Both people have to want what the other one has.',
              '',
              'Money fixes this. The farmer sells eggs to **anyone** for money, then uses that money to buy fish. Everyone accepts money, so trading becomes much easier.',
            ),
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown: 'You still barter today when you swap snacks, stickers or trading cards with a friend!',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What does "barter" mean?',
              options: [
                { id: 'a', text: 'Paying with a card' },
                { id: 'b', text: 'Swapping one thing directly for another thing' },
                { id: 'c', text: 'Putting money in a bank' },
              ],
              correct: 'b',
              hint: 'Think about the farmer and the fisher.',
              explanation: 'Bartering means swapping things directly, like eggs for fish, without using money. You got it!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put these ways of trading in the order they first appeared in history, from oldest to newest.',
              items: [
                { id: 'a', text: 'Metal coins' },
                { id: 'b', text: 'Paying with a phone or card' },
                { id: 'c', text: 'Bartering, swapping things directly' },
                { id: 'd', text: 'Paper notes' },
              ],
              correctOrder: ['c', 'a', 'd', 'b'],
              hint: 'People swapped things long before anyone made coins.',
              explanation:
                'First came bartering, then metal coins, then paper notes, and most recently paying with phones and cards. Money keeps changing, but the idea of trading stays the same!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Why is money easier to use than bartering? Pick all that are right.',
              options: [
                { id: 'a', text: 'Almost everyone accepts money' },
                { id: 'b', text: 'Money is easy to carry compared with a basket of eggs' },
                { id: 'c', text: 'Money never runs out' },
                { id: 'd', text: 'Money makes it easy to compare prices' },
              ],
              correct: ['a', 'b', 'd'],
              hint: 'One of these sounds too good to be true.',
              explanation:
                'Money is accepted by almost everyone, easy to carry and helps us compare prices. But money can definitely run out, which is why we plan how we use it!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: in a barter, both people need to want what the other person has.',
              correct: true,
              hint: 'Remember the fisher who did not want eggs.',
              explanation:
                'True! A barter only works if both people want what the other has. That is the big problem that money solves.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'A farmer swaps 2 eggs for 1 fish. How many eggs does the farmer need to get 3 fish?',
              correct: 6,
              tolerance: 0,
              unit: 'eggs',
              hint: 'Each fish costs 2 eggs.',
              explanation: 'Each fish costs 2 eggs, so 3 fish cost 3 × 2 = 6 eggs. You just did a barter calculation!',
            },
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Course 2: Saving and Budgeting (ages 10-12)
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'saving-and-budgeting',
    title: 'Saving and Budgeting',
    summary: 'Learn why saving matters, how to set a goal, and how to make a simple budget that works for you.',
    description:
      'Saving turns small amounts into big goals. In this course you will set your own savings goal, build a simple budget, and explore the 50/30/20 idea. You will also find out how interest rewards you for saving.',
    subject: 'saving',
    ageBand: '10-12',
    featured: true,
    lessons: [
      {
        slug: 'why-save',
        title: 'Why Save?',
        estimatedMinutes: 5,
        xpReward: 15,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown:
              'Keep your savings somewhere separate, like a jar with a label or a savings account. Money you cannot see is money you are less tempted to spend!',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are good reasons to save money? Pick all that are right.',
              options: [
                { id: 'a', text: 'To buy something that costs more than you have now' },
                { id: 'b', text: 'To be ready if something unexpected happens' },
                { id: 'c', text: 'So you never have to make a choice again' },
                { id: 'd', text: 'To have more choices in the future' },
              ],
              correct: ['a', 'b', 'd'],
              hint: 'Saving helps with choices, but it does not remove them.',
              explanation:
                'Saving helps you reach bigger goals, handle surprises and have more choices later. You will still make choices. Saving just gives you better ones!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You save 5 coins every week. How many weeks will it take to save 35 coins?',
              correct: 7,
              tolerance: 0,
              unit: 'weeks',
              hint: 'How many groups of 5 fit into 35?',
              explanation: '35 ÷ 5 = 7, so it takes 7 weeks. Small, steady amounts add up faster than you might think!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What does "pay yourself first" mean?',
              options: [
                { id: 'a', text: 'Buy yourself a treat before anything else' },
                { id: 'b', text: 'Put some money into savings as soon as you get it' },
                { id: 'c', text: 'Ask other people to pay you before you do any work' },
              ],
              correct: 'b',
              hint: 'It is about your future self.',
              explanation:
                'Paying yourself first means saving a part of your money straight away, before spending. Your future self is the one who gets paid!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: you need to have a lot of money before it is worth starting to save.',
              correct: false,
              hint: 'Think about the 5 coins a week.',
              explanation:
                'False! Even small amounts add up over time. Starting early with a little is often better than waiting until you have a lot.',
            },
          },
        ],
      },
      {
        slug: 'setting-a-goal',
        title: 'Setting a Savings Goal',
        estimatedMinutes: 6,
        xpReward: 20,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Setting a savings goal',
              '',
              'A goal gives your saving a purpose. A good savings goal is **clear**:',
              '',
              '- **What** are you saving for?',
              '- **How much** does it cost?',
              '- **When** do you want it?',
              '',
              '"I want to save some money" is a wish. "I will save $60 for a skateboard in 12 weeks" is a **goal**, because you know exactly what to do.',
              '',
              'To find how much to save each week, divide the amount you still need by the number of weeks you have.',
            ),
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown:
              'Track your progress with a chart on your wall. Coloring in a box every time you save makes the goal feel real and keeps you motivated.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Which of these is the clearest savings goal?',
              options: [
                { id: 'a', text: 'I want more money someday.' },
                { id: 'b', text: 'I will save $45 for a soccer ball and shin pads in 9 weeks.' },
                { id: 'c', text: 'I should probably save a bit.' },
              ],
              correct: 'b',
              hint: 'Look for what, how much and when.',
              explanation: 'Option B says what the goal is, how much it costs and when. That makes it easy to plan: $5 a week for 9 weeks. Nice!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'A bike costs $120. You already have $30 saved, and you can save $15 each week. How many weeks until you can buy the bike?',
              correct: 6,
              tolerance: 0,
              unit: 'weeks',
              hint: 'First work out how much you still need, then divide by 15.',
              explanation: 'You still need $120 − $30 = $90. Then $90 ÷ $15 = 6 weeks. Planning like this turns a big price into small steps!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put these steps for reaching a savings goal in the best order.',
              items: [
                { id: 'a', text: 'Track your progress every week' },
                { id: 'b', text: 'Choose what you want to save for' },
                { id: 'c', text: 'Buy it and celebrate' },
                { id: 'd', text: 'Work out how much to save each week' },
                { id: 'e', text: 'Find out how much it costs' },
              ],
              correctOrder: ['b', 'e', 'd', 'a', 'c'],
              hint: 'You cannot work out a weekly amount until you know the price.',
              explanation:
                'First choose the goal, then find the price, work out a weekly amount, track your progress, and finally buy it and celebrate. That is a plan that works!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: a goal with a deadline is usually easier to plan for than a goal without one.',
              correct: true,
              hint: 'How would you know how much to save each week without a deadline?',
              explanation:
                'True! A deadline lets you divide the cost into weekly amounts, so you know exactly what to do each week.',
            },
          },
        ],
      },
      {
        slug: 'making-a-budget',
        title: 'Making a Simple Budget',
        estimatedMinutes: 7,
        xpReward: 20,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Making a simple budget',
              '',
              'A **budget** is a plan for your money. It shows:',
              '',
              '- **Income:** money coming in, like pocket money, gifts or money you earn.',
              '- **Expenses:** money going out, like snacks, games or presents for friends.',
              '- **Savings:** money you keep for your goals.',
              '',
              'The golden rule: **don’t plan to spend more than comes in.** If your income is $20 and your plans add up to $25, you need to change the plan.',
            ),
          },
          {
            id: 'text-2',
            type: 'text',
            markdown: md(
              '## A budget example',
              '',
              'Ava gets **$20** a week. Her plan:',
              '',
              '- Savings: $6',
              '- School snacks: $8',
              '- Fun money: $6',
              '',
              'Total: $6 + $8 + $6 = $20. Every dollar has a job, and nothing is left over or overspent.',
            ),
          },
          {
            id: 'warning-1',
            type: 'callout',
            tone: 'warning',
            markdown:
              'Small purchases can sneak up on you. A few little treats each week can add up to more than one big thing you really wanted. Writing them down helps you notice.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'Your income is $20 this week. You spend $8 on snacks and $5 on a comic. How many dollars are left?',
              correct: 7,
              tolerance: 0.01,
              unit: '$',
              hint: 'Add up what you spent, then subtract it from your income.',
              explanation: 'You spent $8 + $5 = $13, so $20 − $13 = $7 is left. You could put that toward your savings goal!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are expenses (money going out)? Pick all that are right.',
              options: [
                { id: 'a', text: 'Buying a birthday present for a friend' },
                { id: 'b', text: 'Pocket money from a family member' },
                { id: 'c', text: 'Paying for a movie ticket' },
                { id: 'd', text: 'Buying a snack after school' },
              ],
              correct: ['a', 'c', 'd'],
              hint: 'Is the money coming in or going out?',
              explanation:
                'The present, the movie ticket and the snack are expenses because money goes out. Pocket money is income because it comes in. Good sorting!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: having a budget means you can never spend money on fun things.',
              correct: false,
              hint: 'Look at Ava’s budget again.',
              explanation:
                'False! A good budget includes fun money, like Ava’s $6. A budget just makes sure the fun fits alongside your needs and savings.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Your income is $15, but your planned spending adds up to $18. What is the best thing to do?',
              options: [
                { id: 'a', text: 'Spend it all anyway and hope it works out' },
                { id: 'b', text: 'Cut or delay some plans so spending is $15 or less' },
                { id: 'c', text: 'Ignore the budget this week' },
              ],
              correct: 'b',
              hint: 'Remember the golden rule.',
              explanation:
                'When plans cost more than your income, change the plan: cut something or save it for another week. That is exactly what budgets are for!',
            },
          },
        ],
      },
      {
        slug: 'the-50-30-20-idea',
        title: 'The 50/30/20 Idea',
        estimatedMinutes: 7,
        xpReward: 25,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# The 50/30/20 idea',
              '',
              'The **50/30/20 idea** is a simple way to split money into three parts:',
              '',
              '- **50% for needs:** things you must have.',
              '- **30% for wants:** things that are fun or nice to have.',
              '- **20% for savings:** money for your goals and the future.',
              '',
              'Percent means "out of 100". So if you had $100, you would put $50 toward needs, $30 toward wants and $20 into savings.',
            ),
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'The 50/30/20 idea is a **guideline**, not a strict rule. Many grown-ups use it as a starting point and then adjust it. Kids often have fewer needs to pay for, so they might save even more!',
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown: 'Quick trick: to find 10% of an amount, divide it by 10. Then 20% is double that, and 50% is half the amount.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You get $40. Using the 50/30/20 idea, how many dollars go into savings (20%)?',
              correct: 8,
              tolerance: 0.01,
              unit: '$',
              hint: '10% of $40 is $4. What is 20%?',
              explanation: '10% of $40 is $4, so 20% is $4 × 2 = $8. That $8 goes into savings. Well done!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You get $40. Using the 50/30/20 idea, how many dollars go toward wants (30%)?',
              correct: 12,
              tolerance: 0.01,
              unit: '$',
              hint: '10% of $40 is $4. Now find three times that.',
              explanation: '10% of $40 is $4, so 30% is $4 × 3 = $12 for wants. And $20 + $12 + $8 = $40, so every dollar is planned!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'In the 50/30/20 idea, which part would new trading cards come from?',
              options: [
                { id: 'a', text: 'The 50% for needs' },
                { id: 'b', text: 'The 30% for wants' },
                { id: 'c', text: 'The 20% for savings' },
              ],
              correct: 'b',
              hint: 'Are trading cards a need or a want?',
              explanation: 'Trading cards are fun, but you can live without them, so they are a want. They come from the 30% part.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: the 50/30/20 idea is a guideline that people can adjust to fit their own situation.',
              correct: true,
              hint: 'Check the fact box.',
              explanation:
                'True! It is a helpful starting point. Some people save more than 20%, and that is great. The important part is having a plan.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Using the 50/30/20 idea with $60, put the three parts in order from the biggest amount to the smallest.',
              items: [
                { id: 'a', text: 'Savings: $12' },
                { id: 'b', text: 'Wants: $18' },
                { id: 'c', text: 'Needs: $30' },
              ],
              correctOrder: ['c', 'b', 'a'],
              hint: '50% is the biggest part and 20% is the smallest.',
              explanation: 'Needs get the biggest part ($30), then wants ($18), then savings ($12). Together they make $60. Great job!',
            },
          },
        ],
      },
      {
        slug: 'interest-reward-for-saving',
        title: 'Interest: A Reward for Saving',
        estimatedMinutes: 8,
        xpReward: 30,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
              '# Interest: a reward for saving',
              '',
              'When you keep money in a savings account, the bank uses some of it to lend to other people. To say thank you, the bank pays you a little extra money called **interest**.',
              '',
              'Interest is usually a **percent** per year. If you save $100 and the interest rate is 5% a year, after one year you earn $5, so you have $105.',
              '',
              '## Interest on interest',
              '',
              'Next year, you earn interest on the **whole** $105, not just the first $100. Earning interest on your interest is called **compound interest**. The longer you save, the faster it grows.',
            ),
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'Interest works the other way too. When people **borrow** money, they usually have to **pay** interest. That is why saving first and borrowing carefully is smart.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Why does a bank pay you interest on your savings?',
              options: [
                { id: 'a', text: 'Because it is your birthday' },
                { id: 'b', text: 'As a reward for letting the bank use your money while it is saved' },
                { id: 'c', text: 'Because banks have to give money away for free' },
              ],
              correct: 'b',
              hint: 'What does the bank do with the money while you save it?',
              explanation:
                'The bank lends some of the saved money to other people, so it pays you interest as a thank-you for using your money. Your money works for you!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You save $100 in an account that pays 5% interest per year. How many dollars will you have after one year?',
              correct: 105,
              tolerance: 0.01,
              unit: '$',
              hint: '5% of $100 is $5.',
              explanation: '5% of $100 is $5 of interest. $100 + $5 = $105. You earned $5 just for saving!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'number',
              prompt:
                'You save $100 at 10% interest per year, and the interest stays in the account (compound interest). How many dollars will you have after 2 years?',
              correct: 121,
              tolerance: 0.01,
              unit: '$',
              hint: 'After year 1 you have $110. Now find 10% of $110 and add it.',
              explanation:
                'Year 1: $100 + $10 = $110. Year 2: 10% of $110 is $11, so $110 + $11 = $121. That extra $1 is interest on your interest. That is compounding!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: with compound interest, starting to save earlier usually means your money has more time to grow.',
              correct: true,
              hint: 'More years means more rounds of interest.',
              explanation: 'True! Each year of interest builds on the last, so starting early gives your savings more time to grow.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which statements about interest are true? Pick all that are right.',
              options: [
                { id: 'a', text: 'Savers can earn interest' },
                { id: 'b', text: 'Borrowers usually pay interest' },
                { id: 'c', text: 'Interest is usually shown as a percent per year' },
                { id: 'd', text: 'Interest means the bank keeps some of your savings' },
              ],
              correct: ['a', 'b', 'c'],
              hint: 'Interest on savings adds money. It does not take it away.',
              explanation:
                'Savers earn interest, borrowers usually pay it, and it is shown as a percent per year. Interest on savings adds to your money, it does not take any away.',
            },
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Course 3: How the Stock Market Works (ages 13-14)
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'how-the-stock-market-works',
    title: 'How the Stock Market Works',
    summary: 'Find out what companies and shares are, why prices move, and why smart investors spread risk and think long-term.',
    description:
      'Ever wondered what it means to own a piece of a company? This course explains companies, shares and why share prices rise and fall. You will learn how investors manage risk and why patience matters, then practice safely in the academy simulator with pretend money.',
    subject: 'investing',
    ageBand: '13-14',
    featured: false,
    lessons: [
      {
        slug: 'what-is-a-company',
        title: 'What Is a Company?',
        estimatedMinutes: 5,
        xpReward: 15,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'Many huge companies started small, sometimes in a garage or a kitchen. A company grows when customers keep wanting what it sells and it earns enough to invest in itself.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'A lemonade stand sells 50 cups at $1 each. Lemons, sugar and cups cost $20 in total. What is the profit in dollars?',
              correct: 30,
              tolerance: 0.01,
              unit: '$',
              hint: 'Revenue is 50 × $1. Then subtract the costs.',
              explanation: 'Revenue is 50 × $1 = $50. Profit = $50 − $20 = $30. You just did the same math that real companies do!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What is profit?',
              options: [
                { id: 'a', text: 'All the money a company receives from sales' },
                { id: 'b', text: 'The money left after subtracting costs from revenue' },
                { id: 'c', text: 'The money a company spends on rent' },
              ],
              correct: 'b',
              hint: 'Profit = revenue − costs.',
              explanation:
                'Profit is what remains after paying costs. Option A is revenue, and rent is one of the costs. Knowing the difference is a real investor skill!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are costs for a bakery? Pick all that are right.',
              options: [
                { id: 'a', text: 'Flour and butter' },
                { id: 'b', text: 'Wages for the bakers' },
                { id: 'c', text: 'Money customers pay for bread' },
                { id: 'd', text: 'Electricity for the ovens' },
              ],
              correct: ['a', 'b', 'd'],
              hint: 'Costs are money going out of the business.',
              explanation:
                'Ingredients, wages and electricity are all costs. Money from customers is revenue, because it comes into the business.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: a company that sells a lot can still make a loss.',
              correct: true,
              hint: 'What happens if costs are bigger than revenue?',
              explanation:
                'True! Big sales are not enough on their own. If costs are even bigger than revenue, the company makes a loss. That is why investors look at profit, not just sales.',
            },
          },
        ],
      },
      {
        slug: 'what-is-a-share',
        title: 'What Is a Share?',
        estimatedMinutes: 6,
        xpReward: 20,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'fact-1',
            type: 'callout',
            tone: 'fact',
            markdown:
              'Owning one share of a big company usually means owning a tiny fraction of it, because big companies can have millions or even billions of shares.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'What do you own when you buy a share?',
              options: [
                { id: 'a', text: 'A small piece of the company' },
                { id: 'b', text: 'A loan that the company must pay back with interest' },
                { id: 'c', text: 'A free product from the company' },
                { id: 'd', text: 'A job at the company' },
              ],
              correct: 'a',
              hint: 'Think of the pizza slices.',
              explanation: 'A share is a small piece of ownership in a company. You become a part-owner, a shareholder!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'A company is split into 1,000 shares. You own 50 of them. What percent of the company do you own?',
              correct: 5,
              tolerance: 0,
              unit: '%',
              hint: 'Divide 50 by 1,000, then multiply by 100.',
              explanation: '50 ÷ 1,000 = 0.05, and 0.05 × 100 = 5%. You own 5 out of every 100 slices of the company pizza!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'One share costs $12. How many dollars do you need to buy 5 shares?',
              correct: 60,
              tolerance: 0.01,
              unit: '$',
              hint: 'Multiply the price by the number of shares.',
              explanation: '5 shares × $12 = $60. Investors do this calculation every time they buy!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'How can shareholders benefit from owning shares? Pick all that are right.',
              options: [
                { id: 'a', text: 'The share price goes up' },
                { id: 'b', text: 'The company pays a dividend' },
                { id: 'c', text: 'They can take products from the company for free' },
              ],
              correct: ['a', 'b'],
              hint: 'Look at the two ways listed in the lesson.',
              explanation:
                'Shareholders can gain when the share price rises and when the company pays dividends. Owning a share does not mean you can take the company’s products!',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: companies sell shares to raise money that can help them grow.',
              correct: true,
              hint: 'Why would a company want people to buy pieces of it?',
              explanation: 'True! Selling shares brings in money the company can use to build, hire and create new products.',
            },
          },
        ],
      },
      {
        slug: 'why-prices-move',
        title: 'Why Share Prices Go Up and Down',
        estimatedMinutes: 7,
        xpReward: 20,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'warning-1',
            type: 'callout',
            tone: 'warning',
            markdown:
              'Be careful with anyone who promises a share will "definitely" go up. No one can know for sure. Guaranteed quick riches are a common sign of a scam.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Lots of people suddenly want to buy shares in a company, but few people want to sell. What is most likely to happen to the price?',
              options: [
                { id: 'a', text: 'It goes up' },
                { id: 'b', text: 'It goes down' },
                { id: 'c', text: 'It must stay exactly the same' },
              ],
              correct: 'a',
              hint: 'Think about an auction with many bidders.',
              explanation: 'When buyers outnumber sellers, buyers offer higher prices to get the shares, so the price tends to rise.',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put this chain of events in the order it would most likely happen.',
              items: [
                { id: 'a', text: 'The share price rises' },
                { id: 'b', text: 'A company announces a very popular new product' },
                { id: 'c', text: 'Buyers offer higher prices to get shares' },
                { id: 'd', text: 'More investors want to buy the company’s shares' },
              ],
              correctOrder: ['b', 'd', 'c', 'a'],
              hint: 'Start with the news.',
              explanation:
                'Good news comes first, then more investors want shares, then buyers bid higher prices, and finally the share price rises. Cause and effect!',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'A share price goes from $50 to $55. By what percent did it rise?',
              correct: 10,
              tolerance: 0,
              unit: '%',
              hint: 'The price rose by $5. What percent of $50 is $5?',
              explanation: 'The rise is $55 − $50 = $5. Then $5 ÷ $50 = 0.10, which is 10%. Percent change is how investors compare moves.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these could cause a company’s share price to fall? Pick all that are right.',
              options: [
                { id: 'a', text: 'The company reports much lower profits than expected' },
                { id: 'b', text: 'A big new product is a flop' },
                { id: 'c', text: 'Many shareholders decide to sell at the same time' },
                { id: 'd', text: 'The company wins a huge new customer' },
              ],
              correct: ['a', 'b', 'c'],
              hint: 'Which of these is good news?',
              explanation:
                'Lower profits, a flop and lots of selling can all push a price down. Winning a huge customer is good news and would more likely push it up.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: experts can always predict exactly where a share price will be next week.',
              correct: false,
              hint: 'Read the warning box again.',
              explanation: 'False! Prices depend on many things that change all the time, so nobody can predict them exactly. Be wary of anyone who says they can.',
            },
          },
        ],
      },
      {
        slug: 'risk-and-diversification',
        title: 'Risk and Diversification',
        estimatedMinutes: 7,
        xpReward: 25,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'tip-1',
            type: 'callout',
            tone: 'tip',
            markdown:
              'Diversify across **industries**, not just companies. Owning five video-game companies is less diversified than owning a game company, a food company, a health company, an energy company and a bank.',
          },
          {
            id: 'warning-1',
            type: 'callout',
            tone: 'warning',
            markdown: 'Diversification **lowers** risk, but it does not remove it. When the whole market falls, most shares can fall together.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Which of these is the most diversified set of investments?',
              options: [
                { id: 'a', text: 'All your money in one toy company' },
                { id: 'b', text: 'Your money split between three video-game companies' },
                { id: 'c', text: 'Your money spread across companies in food, health, technology, energy and banking' },
              ],
              correct: 'c',
              hint: 'Look for the most different industries.',
              explanation:
                'Spreading money across many industries is the most diversified. If one industry has a bad year, the others can help balance it out.',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'You split $100 equally between 4 companies. How many dollars do you invest in each?',
              correct: 25,
              tolerance: 0.01,
              unit: '$',
              hint: 'Divide 100 by 4.',
              explanation: '$100 ÷ 4 = $25 in each company. Now if one company struggles, only a quarter of your money is affected.',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'number',
              prompt:
                'You put $25 into each of 4 companies. Three of them stay at $25, but one drops to $15. How many dollars are all four investments worth now?',
              correct: 90,
              tolerance: 0.01,
              unit: '$',
              hint: 'Add 25 + 25 + 25 + 15.',
              explanation:
                '$25 + $25 + $25 + $15 = $90. You lost $10 out of $100. If all $100 had been in that one company, you would have lost $40! That is diversification at work.',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: diversification removes all risk from investing.',
              correct: false,
              hint: 'Check the warning box.',
              explanation: 'False! Diversification lowers risk, but when the whole market falls, most investments can fall together. Investing always has some risk.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put these in order from the least risky to the most risky.',
              items: [
                { id: 'a', text: 'All your money in one brand-new company' },
                { id: 'b', text: 'Money kept in a savings account' },
                { id: 'c', text: 'Money spread across many companies in different industries' },
              ],
              correctOrder: ['b', 'c', 'a'],
              hint: 'Which option puts all the eggs in one basket?',
              explanation:
                'A savings account is the least risky, a diversified set of shares carries some risk, and putting everything in one brand-new company is the most risky. Knowing this helps you choose wisely.',
            },
          },
        ],
      },
      {
        slug: 'thinking-long-term',
        title: 'Thinking Long-Term',
        estimatedMinutes: 8,
        xpReward: 30,
        blocks: [
          {
            id: 'intro',
            type: 'text',
            markdown: md(
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
          },
          {
            id: 'simulator-note',
            type: 'callout',
            tone: 'warning',
            markdown:
              'The academy’s stock simulator uses **pretend money only**. No real money is ever used, won or lost. It is a safe place to practice, and real investing should always involve a parent or trusted adult.',
          },
          {
            id: 'q1',
            type: 'question',
            question: {
              kind: 'true-false',
              prompt: 'True or false: the academy’s stock simulator uses real money.',
              correct: false,
              hint: 'Look at the warning box.',
              explanation:
                'False! The simulator uses pretend money only, so you can practice and make mistakes safely. Learning from mistakes with pretend money is a great idea!',
            },
          },
          {
            id: 'q2',
            type: 'question',
            question: {
              kind: 'single',
              prompt: 'Your simulator shares drop 8% in one week. What would a long-term investor most likely do?',
              options: [
                { id: 'a', text: 'Panic and sell everything right away' },
                { id: 'b', text: 'Stay calm, remember their plan, and think about the long run' },
                { id: 'c', text: 'Put all their money into one different share to win it back fast' },
              ],
              correct: 'b',
              hint: 'Short dips are normal.',
              explanation:
                'Long-term investors expect ups and downs, so they stick to their plan instead of reacting to one bad week. Chasing quick wins usually adds risk.',
            },
          },
          {
            id: 'q3',
            type: 'question',
            question: {
              kind: 'number',
              prompt: 'An investment of $1,000 doubles in value over 10 years, then doubles again over the next 10 years. How many dollars is it worth after 20 years?',
              correct: 4000,
              tolerance: 0.01,
              unit: '$',
              hint: 'Double $1,000, then double the result.',
              explanation: '$1,000 doubles to $2,000, then $2,000 doubles to $4,000. That is compounding: the second doubling adds more than the first!',
            },
          },
          {
            id: 'q4',
            type: 'question',
            question: {
              kind: 'multiple',
              prompt: 'Which of these are long-term investing habits? Pick all that are right.',
              options: [
                { id: 'a', text: 'Investing a little regularly' },
                { id: 'b', text: 'Selling in a panic whenever prices dip' },
                { id: 'c', text: 'Only investing money you won’t need soon' },
                { id: 'd', text: 'Staying diversified' },
              ],
              correct: ['a', 'c', 'd'],
              hint: 'One of these is the opposite of patience.',
              explanation:
                'Investing regularly, using money you won’t need soon and staying diversified are all long-term habits. Panic-selling usually locks in losses.',
            },
          },
          {
            id: 'q5',
            type: 'question',
            question: {
              kind: 'order',
              prompt: 'Put these steps in a sensible order for starting to practice in the simulator.',
              items: [
                { id: 'a', text: 'Check your portfolio now and then and learn from the results' },
                { id: 'b', text: 'Learn what the companies you like actually do' },
                { id: 'c', text: 'Spread your pretend money across several companies' },
                { id: 'd', text: 'Decide on a long-term plan' },
              ],
              correctOrder: ['b', 'd', 'c', 'a'],
              hint: 'Research comes before spending.',
              explanation:
                'First learn about the companies, then make a plan, then spread your pretend money around, and finally review and learn. That is how thoughtful investors work!',
            },
          },
        ],
      },
    ],
  },
];
