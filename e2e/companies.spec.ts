import { expect, test, type Page } from '@playwright/test';
import { USCC_CHARSET, usccCheckCharacter } from '../customs-api/contract/companies';
import { login, messages, shellReady } from './support/console';
import { DEMO } from './support/env';

test.describe.configure({ timeout: 180_000 });

const zh = messages['zh-CN'];
const companies = zh.companies;

/** A unique, valid unified social credit code (its check character computed as the standard says). */
function uniqueUscc(): string {
  const random = Array.from({ length: 7 }, () => USCC_CHARSET[Math.floor(Math.random() * 30)]).join('');
  const first17 = `91440101MA${random}`;
  return `${first17}${usccCheckCharacter(first17)}`;
}

async function confirm(page: Page) {
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
}

const LICENCE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const status = (page: Page) => page.getByTestId('application-detail').locator('[data-field="status"]');

test('an application is rejected with a reason, fixed, resubmitted and approved; the history shows every step', async ({ browser, page: applicant }) => {
  const name = `端到端测试贸易有限公司${Date.now().toString(36)}`;
  const reason = '营业执照扫描件不清晰，请重新上传';

  // The applicant (the demo operator) drafts and submits.
  await login(applicant, DEMO.operator);
  await applicant.goto('/register-Company/list');
  await shellReady(applicant);
  await applicant.getByTestId('application-add').click();
  const form = applicant.getByTestId('application-form');
  await form.getByTestId('application-name').fill(name);
  const uscc = uniqueUscc();
  await form.getByTestId('application-uscc').fill(`${uscc.slice(0, 17)}${uscc[17] === '0' ? '1' : '0'}`);
  await expect(form.getByText(companies.uscc.check)).toBeVisible();
  await form.getByTestId('application-uscc').fill(uscc);
  await expect(form.getByText(companies.uscc.check)).toHaveCount(0);
  await form.getByTestId('application-customsCode').fill(`E2E${String(Date.now()).slice(-7)}`);
  await form.getByTestId('application-type-ebc').check();
  await form.getByTestId('application-legalRepresentative').fill('王五');
  await form.getByTestId('application-contactName').fill('赵六');
  await form.getByTestId('application-contactPhone').fill('020-88886666');
  await form.getByTestId('application-form-submit').click();
  await expect(applicant.getByTestId('application-detail')).toBeVisible();
  await expect(status(applicant)).toHaveText(companies.status.draft);
  const detailUrl = applicant.url();
  // A licence scan (a 1×1 PNG is enough for the platform's signature check).
  await applicant.getByTestId('document-input').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: Buffer.from(LICENCE_PNG, 'base64') });
  await expect(applicant.getByTestId('document-row').filter({ hasText: '营业执照.png' })).toHaveCount(1);
  await applicant.getByTestId('application-submit').click();
  await confirm(applicant);
  await expect(status(applicant)).toHaveText(companies.status.submitted);
  await expect(applicant.getByTestId('application-approve')).toHaveCount(0);

  // The reviewer rejects it with a reason.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await login(reviewer, DEMO.admin);
  await reviewer.goto(detailUrl);
  await shellReady(reviewer);
  await expect(status(reviewer)).toHaveText(companies.status.submitted);
  await expect(reviewer.getByTestId('document-row')).toHaveCount(1);
  await expect(reviewer.getByTestId('document-upload')).toHaveCount(0);
  await reviewer.getByTestId('application-reject').click();
  await reviewer.getByTestId('reject-form-submit').click();
  await expect(reviewer.getByTestId('reject-form')).toBeVisible();
  await reviewer.getByTestId('reject-reason').fill(reason);
  await reviewer.getByTestId('reject-form-submit').click();
  await expect(status(reviewer)).toHaveText(companies.status.rejected);

  // The applicant reads the reason, fixes the application and submits again.
  await applicant.reload();
  await shellReady(applicant);
  await expect(applicant.getByTestId('reject-reason-shown')).toContainText(reason);
  await applicant.getByTestId('application-edit').click();
  await applicant.getByTestId('application-contactPhone').fill('020-88887777');
  await applicant.getByTestId('application-form-submit').click();
  await expect(applicant.getByTestId('application-form')).toBeHidden();
  await applicant.getByTestId('application-submit').click();
  await confirm(applicant);
  await expect(status(applicant)).toHaveText(companies.status.submitted);

  // The reviewer approves.
  await reviewer.reload();
  await shellReady(reviewer);
  await reviewer.getByTestId('application-approve').click();
  await confirm(reviewer);
  await expect(status(reviewer)).toHaveText(companies.status.approved);

  // apply-record: submitted, rejected with its reason, submitted, approved.
  await applicant.reload();
  await shellReady(applicant);
  await applicant.getByTestId('application-open-history').click();
  const history = applicant.getByTestId('apply-record').getByTestId('history-row');
  await expect(history.last()).toHaveAttribute('data-status', 'approved');
  const steps = await history.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
  expect(steps.filter((step) => step !== 'draft')).toEqual(['submitted', 'rejected', 'submitted', 'approved']);
  await expect(history.filter({ hasText: reason })).toHaveCount(1);
  await expect(history.filter({ hasText: reason })).toHaveAttribute('data-status', 'rejected');
  await reviewerContext.close();
});
