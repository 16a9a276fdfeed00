import { applicationSubmitResponseSchema, documentUploadResponseSchema, fileFieldsOf } from '@quorum/domain';
import { testClock } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/use-test-app';
import { APPLICATION_SETS, completeAnswers } from '@quorum/testing';
import { post, submit, uploadAll } from './test-requests';

/** Application intake: what the onboarding app does, in its order (docs/flows/wizard.md). */
describe('submit → upload → welcome for every application type', () => {
  const clock = testClock();

  const testApp = useTestApp({}, { clock });

  it.each(APPLICATION_SETS)('%s: accepted, its documents stored, welcomed once', async (set) => {
    const email = `${set.toLowerCase()}@example.com`;
    const answers = completeAnswers(set, { email });

    const submitted = await submit(testApp.app, answers, {}, `10.0.0.${APPLICATION_SETS.indexOf(set) + 1}`);
    expect(submitted.statusCode).toBe(200);
    const body = applicationSubmitResponseSchema.parse(submitted.json());
    expect(body).toMatchObject({ success: true, message: 'Application submitted successfully' });
    expect(body.submissionId).toMatch(/^app_[A-Za-z0-9_-]{22}$/);
    expect(body.result?.applicant.id).toBe(body.submissionId);
    const applicantId = body.submissionId ?? '';

    const uploads = await uploadAll(testApp.app, applicantId, answers);
    expect(uploads.length).toBe(fileFieldsOf(answers).length);
    for (const [index, upload] of uploads.entries()) {
      expect({ status: upload.statusCode, body: upload.json() }).toMatchObject({ status: 200, body: { success: true } });
      const field = fileFieldsOf(answers)[index];
      const parsed = documentUploadResponseSchema.parse(upload.json());
      expect(parsed.documents.map((doc) => doc.originalName)).toEqual(field?.files.map((file) => file.name));
      expect(parsed.documents.every((doc) => doc.documentType === field?.documentType && /^[a-f0-9]{64}$/.test(doc.sha256 ?? ''))).toBe(true);
    }

    const welcome = await testApp.app.inject({ method: 'POST', url: '/api/send-welcome-email', payload: { email, name: 'Whoever', entityType: answers['entityType'] } });
    expect(welcome.json()).toEqual({ success: true });
    const outbox = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const messages = (outbox.json() as { messages: Array<{ template: string; text: string }> }).messages.filter((message) => message.template === 'welcome');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).not.toContain('Whoever');
  });

  it('answers a non-multipart submit with a clear 415', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/join/submit', payload: { entityType: 'Individual' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, error: 'Expected a multipart/form-data request' });
  });

  it('refuses a file part in the submit form', async () => {
    const form = new FormData();
    form.append('entityType', 'Individual');
    form.append('idScan', new Blob(['%PDF-1.4']), 'id.pdf');
    const response = await post(testApp.app, '/api/join/submit', form, '10.0.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/answers only/);
  });
});
