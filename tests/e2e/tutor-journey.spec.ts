import { ENGLISH_CURRICULUM } from '../../src/seed/curriculum/english';
import { expect, PREPARED, PREPARED_CHILDREN, signIn, test, waitForMail } from './support/fixtures';
import { playLesson } from './support/lesson-player';

const course = ENGLISH_CURRICULUM[0]!;
const lesson = course.lessons[1]!;
const student = PREPARED_CHILDREN.student;
const STUDENT_NAME = `${student.firstName} ${student.lastName}`;

/*
 * The tutor half end to end (decisions 032–034): a tutor adds a child by code and sees only "pending"; the parent
 * approves; the tutor assigns a lesson with a due date; the child sees it on the dashboard and /lessons and completes
 * it; the tutor sees the completion and score on the assignment, in /progress, in /students and on the student's page,
 * and writes feedback; the child reacts and replies; the parent reads the thread and sees the tutor's visits in the
 * child's access log.
 */

test('a tutor adds a child the family approves, assigns a lesson with a due date, and sees it done with its score', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const className = `Saturday Savers ${Date.now().toString(36)}`;

  // The child gives the code on their dashboard.
  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, student.email, student.password);
  await expect(childPage).toHaveURL(/\/dashboard\/child$/);
  const code = (await childPage.getByLabel('Your family code').textContent())!.trim();

  // The tutor makes a class and adds the child: pending, first name and initial only; not yet among the students.
  await signIn(page, PREPARED.journeyTutor.email, PREPARED.journeyTutor.password);
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
  // Nothing waits yet: the dashboard says so in a sentence.
  await expect(page.getByText('All caught up', { exact: false })).toBeVisible();
  await page.goto('/classes');
  await page.getByLabel('Class name').fill(className);
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  const classUrl = page.url();
  await page.getByLabel("Child's code").fill(code);
  await page.getByRole('button', { name: 'Add to class' }).click();
  await expect(page.getByText("Asked Sol S.'s family: Sol S. joins once they approve.")).toBeVisible();
  await expect(page.locator('[data-class-requests-tutor]')).toContainText('Sol S.');
  await expect(page.locator('[data-class-requests-tutor]')).not.toContainText('Student');
  await page.goto('/students');
  await expect(page.getByText('No family has approved a class membership yet.', { exact: false })).toBeVisible();
  // The dashboard counts the request waiting for the family, and leads to its class.
  await page.goto('/dashboard/tutor');
  const waitingFamily = page.getByRole('link', { name: '1 child waits for their family to answer a class request' });
  await expect(waitingFamily).toHaveAttribute('href', new URL(classUrl).pathname);

  // The parent is told at once by e-mail (decision 036), with a one-click unsubscribe that needs no sign-in: a
  // second POST is harmless, and the parent's settings then say "No e-mail" for class requests.
  const requestMail = await waitForMail(PREPARED.studentParent.email, `Tia Teacher asked to add ${STUDENT_NAME} to the class “${className}”.`, 30_000);
  expect(requestMail.text).toContain('/dashboard/parent');
  expect(requestMail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const oneClick = requestMail.listUnsubscribe!.replace(/^<|>$/g, '');
  for (let time = 0; time < 2; time++) {
    const answer = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, headers: { cookie: '' } });
    expect(answer.status()).toBe(200);
  }

  // The parent approves on their dashboard.
  const parentPage = await (await browser.newContext()).newPage();
  await signIn(parentPage, PREPARED.studentParent.email, PREPARED.studentParent.password);
  await expect(parentPage).toHaveURL(/\/dashboard\/parent$/);
  await parentPage.getByRole('button', { name: `Approve ${STUDENT_NAME} in ${className}` }).click();
  await expect(parentPage.getByText(`${STUDENT_NAME} is now in ${className}.`)).toBeVisible();
  await parentPage.goto('/settings');
  await expect(parentPage.getByLabel('A tutor asks to add your child to a class')).toHaveValue('off');

  // The tutor gives the lesson, due tomorrow in the class's zone, with a note.
  await page.goto(classUrl);
  await expect(page.locator(`li[data-student="${STUDENT_NAME}"]`)).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const form = page.locator('details').filter({ hasText: 'Give an assignment' });
  // Open already while the class has no assignment (its first one); a click would close it.
  await expect(form).toHaveAttribute('open', '');
  await form.getByLabel('Lesson or course').selectOption({ label: lesson.title });
  await form.getByLabel('Due date (optional)').fill(tomorrow);
  await form.getByLabel('Note (optional)').fill('Take your time with the quiz.');
  await form.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`“${lesson.title}” assigned to 1 student.`)).toBeVisible();
  await expect(page.locator(`li[data-assignment="${lesson.title}"]`)).toContainText('0 of 1 done');
  // The dashboard now counts the work due this week (the request was answered), and leads to the class.
  await page.goto('/dashboard/tutor');
  await expect(page.getByRole('link', { name: '1 assignment is due in the next 7 days' })).toHaveAttribute('href', new URL(classUrl).pathname);
  await expect(page.locator('[data-attention="pending"]')).toHaveCount(0);
  await page.goto(classUrl);

  // The child sees it on the dashboard and /lessons, opens it and finishes the lesson.
  await childPage.goto('/dashboard/child');
  const mine = childPage.locator(`[data-my-assignments] li[data-assignment="${lesson.title}"]`);
  await expect(mine).toContainText('To do');
  await expect(mine).toContainText(`From ${className}`);
  await expect(mine).toContainText('Take your time with the quiz.');
  await childPage.goto('/lessons');
  await expect(childPage.locator(`[data-my-assignments] li[data-assignment="${lesson.title}"]`)).toBeVisible();
  await childPage.locator(`[data-my-assignments] li[data-assignment="${lesson.title}"]`).getByRole('link', { name: 'Start' }).click();
  await expect(childPage.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
  await playLesson(childPage, lesson.blocks);
  await childPage.goto('/dashboard/child');
  await expect(childPage.locator(`[data-my-assignments] li[data-assignment="${lesson.title}"]`)).toHaveAttribute('data-status', 'done');

  // The tutor sees it done, with the score, on the assignment page; the CSV says the same.
  await page.goto(classUrl);
  await expect(page.locator(`li[data-assignment="${lesson.title}"]`)).toContainText('1 of 1 done');
  await page.locator(`li[data-assignment="${lesson.title}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: lesson.title, level: 1 })).toBeVisible();
  const row = page.locator(`tr[data-recipient="${STUDENT_NAME}"]`);
  await expect(row).toHaveAttribute('data-status', 'done');
  const questions = lesson.blocks.filter((block) => block.type === 'question').length;
  await expect(row).toContainText(`${questions} of ${questions} (100%)`);
  const csv = await page.request.get(`${new URL(page.url()).pathname}/export`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(`${STUDENT_NAME},${className},${lesson.title}`);

  // The class view of /progress: the lesson's row has the child's score; the grid's CSV says the same.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Class progress', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Classes' }).getByRole('link', { name: className }).click();
  await expect(page.locator(`tr[data-grid-lesson="${lesson.title}"] td[data-student="${STUDENT_NAME}"]`)).toHaveText('100%');
  await expect(page.getByRole('region', { name: 'Stock-market simulator' }).locator(`tr[data-sim-student="${STUDENT_NAME}"]`)).toContainText('Not started yet');
  const grid = await page.request.get(`/progress/export?${new URL(page.url()).searchParams.toString()}`);
  expect(grid.status()).toBe(200);
  expect(await grid.text()).toContain(`${STUDENT_NAME},${className},${course.title},${lesson.title}`);

  // /students lists the child; the student page shows the assignment with its score.
  await page.goto('/students');
  await page.getByRole('link', { name: STUDENT_NAME }).click();
  await expect(page.getByRole('heading', { name: STUDENT_NAME, level: 1 })).toBeVisible();
  const assignment = page.getByRole('region', { name: 'Assignments' }).locator(`li[data-assignment="${lesson.title}"]`);
  await expect(assignment).toHaveAttribute('data-status', 'done');
  await expect(assignment).toContainText(`${questions} of ${questions}`);
  await expect(page.getByRole('region', { name: 'Lessons and courses completed' })).toContainText(lesson.title);

  // Feedback: the tutor keeps a template, writes about the assignment; the child reads, reacts and replies on the
  // dashboard; the tutor sees the reply as new; the parent reads the thread.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await page.getByLabel('New template').fill('Great progress on');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  await page.locator(`li[data-feedback-student="${STUDENT_NAME}"]`).getByRole('link', { name: STUDENT_NAME }).click();
  await expect(page.getByRole('heading', { name: STUDENT_NAME, level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Start from' }).getByRole('button', { name: 'Great progress on' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('Great progress on');
  await page.getByLabel('Message').fill(`Great progress on ${lesson.title}! Read more at https://example.test`);
  await page.getByLabel('About (optional)').selectOption({ label: lesson.title });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sent.', { exact: true })).toBeVisible();

  await childPage.goto('/dashboard/child');
  const feedback = childPage.locator('[data-my-feedback]');
  await expect(feedback).toContainText('Tia T.');
  await expect(feedback).toContainText(`About the assignment “${lesson.title}”`);
  await expect(feedback.locator('li[data-message-author="tutor"]')).toHaveAttribute('data-unread', 'true');
  // Plain text for a child: the address is not a link.
  await expect(feedback.getByRole('link', { name: /example\.test/ })).toHaveCount(0);
  await feedback.getByRole('button', { name: 'React with a heart' }).click();
  await expect(childPage.getByText('Reaction sent.')).toBeVisible();
  await feedback.getByLabel('Reply to Tia T.').fill('Thank you, I will try the next one!');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(childPage.getByText('Sent to your tutor.')).toBeVisible();

  await page.goto('/feedback');
  await expect(page.locator(`li[data-feedback-student="${STUDENT_NAME}"]`)).toContainText('1 new');
  await page.locator(`li[data-feedback-student="${STUDENT_NAME}"]`).getByRole('link').click();
  await expect(page.locator('li[data-message-author="child"]')).toContainText('Thank you, I will try the next one!');
  await expect(page.locator('li[data-message-author="tutor"]')).toContainText('reacted with a heart');

  await parentPage.goto('/children');
  await parentPage.getByRole('link', { name: `Feedback from tutors for ${STUDENT_NAME}` }).click();
  await expect(parentPage.getByRole('heading', { name: `Feedback for ${STUDENT_NAME}`, level: 1 })).toBeVisible();
  await expect(parentPage.locator('li[data-message-author="tutor"]')).toContainText(`Great progress on ${lesson.title}!`);
  await expect(parentPage.locator('li[data-message-author="child"]')).toContainText('Thank you, I will try the next one!');
  await expect(parentPage.getByRole('textbox')).toHaveCount(0);
  // The parent's /progress shows the latest words too, with the way to the whole conversation.
  await parentPage.goto('/progress');
  const digest = parentPage.getByRole('region', { name: 'Feedback from tutors' });
  await expect(digest).toContainText('Thank you, I will try the next one!');
  await expect(digest.getByRole('link', { name: 'Read the whole conversation' })).toHaveAttribute('href', /\/children\/[A-Za-z0-9_-]+\/feedback$/);

  // The parent lets the child show journal entries to tutors; the child shows one to Tia, who reads it on the
  // student page (decision 031).
  await parentPage.goto('/children');
  const childCard = parentPage.locator(`[data-child="${STUDENT_NAME}"]`);
  await childCard.getByText(`Settings for ${STUDENT_NAME}`).click();
  await childCard.getByRole('button', { name: `Let ${STUDENT_NAME} share journal entries with tutors too` }).click();
  await expect(parentPage.getByText(`${STUDENT_NAME} can now choose to show journal entries to their tutors.`, { exact: false })).toBeVisible();
  await childPage.goto('/journal');
  await expect(childPage.getByText('unless you choose to show an entry to a parent linked to you or one of your tutors')).toBeVisible();
  await childPage.getByLabel('Title', { exact: true }).fill('Quiz day');
  await childPage.getByRole('group', { name: 'How do you feel?' }).locator('label').filter({ hasText: 'Proud' }).click();
  await childPage.getByLabel('What happened? What did you think?').fill('I got every question right.');
  await childPage.getByRole('button', { name: 'Save entry' }).click();
  await expect(childPage.getByText('Entry saved.').first()).toBeVisible();
  const journalEntry = childPage.getByRole('article', { name: 'Quiz day' });
  await journalEntry.getByText('Only you can read this entry').click();
  await journalEntry.getByLabel('Tia Teacher (your tutor)').check();
  await journalEntry.getByRole('button', { name: 'Save sharing for “Quiz day”' }).click();
  await expect(childPage.getByText('Shown to 1 adult.')).toBeVisible();
  await page.goto('/students');
  await page.getByRole('link', { name: STUDENT_NAME }).click();
  await page.getByText(`Journal entries ${student.firstName} shared with you`).click();
  await expect(page.getByRole('article', { name: /Quiz day/ })).toContainText('I got every question right.');

  // The parent sees the tutor's visit in the child's access log.
  await parentPage.goto('/children');
  await parentPage.getByRole('link', { name: `Who saw or changed ${STUDENT_NAME}'s data` }).click();
  await expect(parentPage.locator('[data-access="student_report_view"]')).toContainText('Tia Teacher (a tutor) opened the progress report');

  await childPage.context().close();
  await parentPage.context().close();
});
