import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { PRO_PLAN, type Candidate, type JobDescription, type Usage } from '@shortlist/contracts';
import { listen } from '@shortlist/kit';
// The real neighbours, started the way their own tests start them (each package's ./testing entry).
// They are matching's dev dependencies: matching's tests talk to the services it calls, and
// packages/test-support stays free of every service.
import { startTestBilling } from '@shortlist/billing/testing';
import { startTestDocuments } from '@shortlist/documents/testing';
import { startTestMatching } from '../test-app';
import request from 'supertest';
import { connectLive, jobPdf, resumePdf, testKeys } from '@shortlist/test-support';

/** What the default job of the tests asks for. */
export const BACKEND_SKILLS = ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis', 'Docker'];

/**
 * Matching with the services it talks to, all real and local: documents (with its parser pool) and
 * billing (in test mode with its PayPal simulator), each on its own fresh database, sharing one
 * token key pair as they would share auth's.
 */
export async function startMatchingStack(env: NodeJS.ProcessEnv = {}) {
  const keys = testKeys();
  const documents = await startTestDocuments({ JWT_PUBLIC_KEY: keys.publicKey });
  const documentsServer: Server = createServer(documents.app);
  await listen(documentsServer, 0, '127.0.0.1');
  const documentsUrl = `http://127.0.0.1:${(documentsServer.address() as AddressInfo).port}`;
  const billing = await startTestBilling({ JWT_PUBLIC_KEY: keys.publicKey });
  const billingUrl = await billing.listen();
  const matching = await startTestMatching(
    { DOCUMENTS_URL: documentsUrl, BILLING_URL: billingUrl, ...env },
    keys,
  );
  const auth = (userId: string) => ({ authorization: `Bearer ${keys.tokenFor(userId)}` });
  const api = (userId: string) => {
    const agent = request(matching.url);
    return {
      get: (path: string) => agent.get(path).set(auth(userId)),
      post: (path: string, body?: object) => agent.post(path).set(auth(userId)).send(body),
      put: (path: string, body?: object) => agent.put(path).set(auth(userId)).send(body),
    };
  };

  async function uploadJob(
    userId: string,
    job: { title: string; company: string; skills: string[] },
  ): Promise<JobDescription> {
    const res = await request(documents.app)
      .post('/api/job-descriptions')
      .set(auth(userId))
      .attach('file', await jobPdf(job.title, job.company, job.skills), `${job.title}.pdf`);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`job upload: ${res.status} ${res.text}`);
    return res.body as JobDescription;
  }

  async function uploadCandidate(
    userId: string,
    person: { name: string; skills: string[]; extra?: string[] },
  ): Promise<Candidate> {
    const res = await request(documents.app)
      .post('/api/candidates')
      .set(auth(userId))
      .attach(
        'file',
        await resumePdf(person.name, person.skills, person.extra),
        `${person.name}.pdf`,
      );
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`resume upload: ${res.status} ${res.text}`);
    return res.body as Candidate;
  }

  /** Uploads a resume file made by the test itself. */
  async function uploadCandidateFile(
    userId: string,
    file: Buffer,
    fileName: string,
  ): Promise<Candidate> {
    const res = await request(documents.app)
      .post('/api/candidates')
      .set(auth(userId))
      .attach('file', file, fileName);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`resume upload: ${res.status} ${res.text}`);
    return res.body as Candidate;
  }

  /** Subscribes a user to Pro through billing's labelled test checkout, as the web app does. */
  async function makePro(userId: string): Promise<void> {
    const checkout = await request(billing.app)
      .post('/api/billing/test-checkout')
      .set(auth(userId));
    if (checkout.status >= 300)
      throw new Error(`test checkout: ${checkout.status} ${checkout.text}`);
    const activated = await request(billing.app)
      .post('/api/subscriptions/activate')
      .set(auth(userId))
      .send({ subscription_id: checkout.body.subscription_id, plan: PRO_PLAN });
    if (activated.status !== 200)
      throw new Error(`activate: ${activated.status} ${activated.text}`);
  }

  async function usage(userId: string): Promise<Usage> {
    const res = await request(billing.app).get('/api/subscriptions/usage').set(auth(userId));
    return res.body as Usage;
  }

  /** A job as a recruiter's upload makes it: the Backend Engineer ad at Acme unless told. */
  const aJob = (userId: string, job: Partial<Parameters<typeof uploadJob>[1]> = {}) =>
    uploadJob(userId, {
      title: 'Backend Engineer',
      company: 'Acme',
      skills: BACKEND_SKILLS,
      ...job,
    });

  const sockets: { close(): void }[] = [];
  return {
    keys,
    matching,
    documents,
    billing,
    api,
    uploadJob,
    aJob,
    uploadCandidate,
    uploadCandidateFile,
    makePro,
    usage,
    newUser: () => randomUUID(),
    live: async (userId: string) => {
      const client = await connectLive(matching.url, keys.tokenFor(userId));
      sockets.push(client);
      return client;
    },
    close: async () => {
      // A test that failed half way leaves its sockets open; they would keep reconnecting.
      for (const client of sockets) client.close();
      await matching.close();
      documentsServer.closeAllConnections();
      await new Promise((resolve) => documentsServer.close(resolve));
      await documents.close();
      await billing.close();
    },
  };
}
export type MatchingStack = Awaited<ReturnType<typeof startMatchingStack>>;
