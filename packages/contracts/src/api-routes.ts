import { z } from 'zod';
import { authResponse, loginBody, meResponse, signupBody, updateMeBody } from './auth';
import {
  analysis,
  analysisStats,
  batch,
  batchRequest,
  batchStarted,
  demoAnalyzeBody,
  runAnalysisRequest,
} from './analysis';
import { activateBody, billingConfig, subscription, usage } from './billing';
import { candidateMatchingRecord } from './candidate-rights';
import {
  bulkUploadResult,
  candidate,
  jobDescription,
  listQuery,
  readingHistory,
  readingProposal,
  requirementModel,
  saveReadingBody,
  skillSuggestQuery,
  skillSuggestions,
} from './documents';
import { demoCandidateParseResult, demoJobParseResult } from './documents-internal';
import { importJobUrlRequest } from './imports';
import {
  auditExport,
  auditExportQuery,
  blindRequest,
  decisionRequest,
  decisionsTaken,
  engineRescoreStarted,
  fairnessQuery,
  fairnessReport,
  groupsUpload,
  groupsUploaded,
  jobCandidates,
  jobOversight,
  revealRequest,
} from './oversight';
import {
  jobPipeline,
  outreachMessage,
  outreachRequest,
  outreachSettings,
  pipelineChange,
  pipelineEvent,
  pipelineMoveRequest,
  pipelineNoteRequest,
  pipelineTopRequest,
} from './pipeline';
import { poolPage, poolQuery } from './pool';
import {
  createInvitationBody,
  createWorkspaceBody,
  invitationCreated,
  invitationPreview,
  workspaceMembersResponse,
  workspaceSchema,
  workspacesResponse,
} from './workspaces';

/**
 * Every public route of the API (what the gateway forwards), with its request and its answer:
 * the source of the OpenAPI document (openapi.ts) the gateway serves at /api/docs. Each service's
 * test reads its express routers and fails on a route missing here, or listed here and gone.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a request carries: a JSON body, uploaded files (multipart fields), raw bytes, or nothing. */
export type RequestBody =
  { json: z.ZodType } | { files: readonly string[]; many?: boolean } | { raw: string } | 'none';

/** What a success answers: JSON, another type of content (a file, a CSV), or nothing (204). */
export type ResponseBody = { json: z.ZodType } | { content: string } | 'empty';

export interface ApiRoute {
  method: Method;
  /** OpenAPI form: `/api/candidates/{id}`. */
  path: string;
  summary: string;
  /** `workspace`: a signed-in user's token and the `X-Workspace-Id` header; `user`: the token only. */
  auth: 'none' | 'user' | 'workspace';
  query?: z.ZodObject;
  body: RequestBody;
  status: number;
  response: ResponseBody;
}

const json = (schema: z.ZodType) => ({ json: schema });
const upload = { files: ['file'] } as const;
const csv = { content: 'text/csv' };
const originalFile = { content: 'application/octet-stream' };

const webhookAck = z.object({ received: z.literal(true), result: z.string() });
const testCheckout = z.object({ subscription_id: z.string(), plan: z.string() });
const pipelineHistory = z.object({
  jobId: z.string(),
  candidateId: z.string(),
  events: z.array(pipelineEvent),
});
const jsonResume = z.looseObject({ basics: z.looseObject({}) }).describe('JSON Resume 1.0');
const candidateExport = jsonResume.extend({
  shortlist: candidateMatchingRecord.extend({
    exportedAt: z.string(),
    candidate,
    resumeText: z.string(),
  }),
});
const jobPosting = z.looseObject({ '@type': z.literal('JobPosting') }).describe('schema.org');
const demoParseQuery = z.object({ kind: z.enum(['job', 'candidate']) });

type Row = [
  Method,
  string,
  string,
  ApiRoute['auth'],
  RequestBody,
  number,
  ResponseBody,
  z.ZodObject?,
];
const route = ([method, path, summary, auth, body, status, response, query]: Row): ApiRoute => ({
  method,
  path,
  summary,
  auth,
  body,
  status,
  response,
  ...(query ? { query } : {}),
});

const W = 'workspace';
const ANALYSIS = '/api/analysis';
const JOB = '/api/analysis/jobs/{jobId}';
const JD = '/api/job-descriptions';

export const API_ROUTES: readonly ApiRoute[] = (
  [
    // auth
    [
      'post',
      '/api/auth/signup',
      'Create an account',
      'none',
      json(signupBody),
      201,
      json(authResponse),
    ],
    ['post', '/api/auth/login', 'Sign in', 'none', json(loginBody), 200, json(authResponse)],
    ['get', '/api/auth/me', 'The signed-in user', 'user', 'none', 200, json(meResponse)],
    [
      'patch',
      '/api/auth/me',
      'Rename the signed-in user',
      'user',
      json(updateMeBody),
      200,
      json(meResponse),
    ],
    [
      'get',
      '/api/workspaces',
      "The user's workspaces",
      'user',
      'none',
      200,
      json(workspacesResponse),
    ],
    [
      'post',
      '/api/workspaces',
      'Create a team workspace',
      'user',
      json(createWorkspaceBody),
      201,
      json(workspaceSchema),
    ],
    [
      'get',
      '/api/workspaces/{id}/members',
      "A workspace's members",
      'user',
      'none',
      200,
      json(workspaceMembersResponse),
    ],
    [
      'delete',
      '/api/workspaces/{id}/members/{userId}',
      'Remove a member',
      'user',
      'none',
      204,
      'empty',
    ],
    [
      'post',
      '/api/workspaces/{id}/invitations',
      'Create an invitation link',
      'user',
      json(createInvitationBody),
      201,
      json(invitationCreated),
    ],
    [
      'get',
      '/api/invitations/{token}',
      'What an invitation is for',
      'none',
      'none',
      200,
      json(invitationPreview),
    ],
    [
      'post',
      '/api/invitations/{token}/accept',
      'Join the workspace',
      'user',
      'none',
      200,
      json(workspaceSchema),
    ],
    // documents
    [
      'post',
      '/api/candidates',
      'Upload a resume (PDF, DOCX, DOC)',
      W,
      upload,
      201,
      json(candidate),
    ],
    [
      'get',
      '/api/candidates',
      'List candidates (total in X-Total-Count)',
      W,
      'none',
      200,
      json(z.array(candidate)),
      listQuery,
    ],
    ['get', '/api/candidates/{id}', 'One candidate', W, 'none', 200, json(candidate)],
    ['get', '/api/candidates/{id}/file', 'The uploaded file', W, 'none', 200, originalFile],
    [
      'delete',
      '/api/candidates/{id}',
      'Erase a candidate and their analyses',
      W,
      'none',
      204,
      'empty',
    ],
    [
      'post',
      '/api/candidates/bulk',
      'Upload up to 50 resumes or a ZIP',
      W,
      { files: ['files', 'file'], many: true },
      200,
      json(bulkUploadResult),
    ],
    [
      'get',
      '/api/candidates/{id}/export',
      'Everything held on a candidate (access request)',
      W,
      'none',
      200,
      json(candidateExport),
    ],
    [
      'post',
      '/api/candidates/import',
      'Import candidates from CSV, JSON Resume or a ZIP',
      W,
      { files: ['file', 'files', 'zip'], many: true },
      200,
      json(bulkUploadResult),
    ],
    [
      'get',
      '/api/candidates/{id}/json-resume',
      'A candidate as JSON Resume',
      W,
      'none',
      200,
      json(jsonResume),
    ],
    ['post', JD, 'Upload a job description', W, upload, 201, json(jobDescription)],
    [
      'get',
      JD,
      'List job descriptions (total in X-Total-Count)',
      W,
      'none',
      200,
      json(z.array(jobDescription)),
      listQuery,
    ],
    [
      'get',
      `${JD}/{id}`,
      'One job description with its reading',
      W,
      'none',
      200,
      json(jobDescription),
    ],
    ['get', `${JD}/{id}/file`, 'The uploaded file', W, 'none', 200, originalFile],
    ['delete', `${JD}/{id}`, 'Delete a job description', W, 'none', 204, 'empty'],
    [
      'put',
      `${JD}/{id}/reading`,
      'Save a corrected reading',
      W,
      json(saveReadingBody),
      200,
      json(requirementModel),
    ],
    [
      'get',
      `${JD}/{id}/reading/proposal`,
      'The reading a newer engine proposes',
      W,
      'none',
      200,
      json(readingProposal.nullable()),
    ],
    [
      'post',
      `${JD}/{id}/reading/proposal/accept`,
      'Accept the proposed reading',
      W,
      'none',
      200,
      json(requirementModel),
    ],
    [
      'delete',
      `${JD}/{id}/reading/proposal`,
      'Dismiss the proposed reading',
      W,
      'none',
      204,
      'empty',
    ],
    [
      'get',
      `${JD}/{id}/reading/history`,
      "The reading's versions",
      W,
      'none',
      200,
      json(readingHistory),
    ],
    [
      'post',
      `${JD}/import-url`,
      'Import a job from its web address',
      W,
      json(importJobUrlRequest),
      201,
      json(jobDescription),
    ],
    [
      'get',
      `${JD}/{id}/jobposting`,
      'A job as schema.org JobPosting (application/ld+json)',
      W,
      'none',
      200,
      json(jobPosting),
    ],
    [
      'get',
      '/api/skills',
      'Skill names for a prefix',
      'none',
      'none',
      200,
      json(skillSuggestions),
      skillSuggestQuery,
    ],
    [
      'post',
      '/api/demo/parse',
      'Demo: read a job or a resume without an account',
      'none',
      upload,
      200,
      json(z.union([demoJobParseResult, demoCandidateParseResult])),
      demoParseQuery,
    ],
    // matching
    [
      'get',
      `${ANALYSIS}/pool/{jobId}`,
      'Every candidate ranked for a job',
      W,
      'none',
      200,
      json(poolPage),
      poolQuery,
    ],
    ['get', `${ANALYSIS}/stats`, 'Dashboard figures', W, 'none', 200, json(analysisStats)],
    [
      'post',
      `${ANALYSIS}/decisions`,
      "Record the recruiter's decisions",
      W,
      json(decisionRequest),
      200,
      json(decisionsTaken),
    ],
    [
      'get',
      `${ANALYSIS}/audit`,
      'The audit trail (JSON or CSV)',
      W,
      'none',
      200,
      json(auditExport),
      auditExportQuery,
    ],
    ['get', `${JOB}/oversight`, "A job's oversight settings", W, 'none', 200, json(jobOversight)],
    [
      'get',
      `${JOB}/candidates`,
      'The candidates the screening picker may list for a job (labels only on a blind job)',
      W,
      'none',
      200,
      json(jobCandidates),
    ],
    [
      'put',
      `${JOB}/blind`,
      'Turn blind screening on or off',
      W,
      json(blindRequest),
      200,
      json(jobOversight),
    ],
    [
      'post',
      `${JOB}/reveal`,
      'Reveal one candidate on a blind job',
      W,
      json(revealRequest),
      200,
      json(jobOversight),
    ],
    [
      'post',
      `${ANALYSIS}/groups`,
      'Upload self-declared groups (CSV text)',
      W,
      json(groupsUpload),
      200,
      json(groupsUploaded),
    ],
    [
      'get',
      `${JOB}/fairness`,
      "A job's fairness report (JSON or CSV)",
      W,
      'none',
      200,
      json(fairnessReport),
      fairnessQuery,
    ],
    [
      'post',
      `${ANALYSIS}/{analysisId}/rescore-engine`,
      'Score again with the current engine',
      W,
      'none',
      202,
      json(engineRescoreStarted),
    ],
    [
      'get',
      `${ANALYSIS}/outreach/settings`,
      'Whether this install sends email',
      W,
      'none',
      200,
      json(outreachSettings),
    ],
    ['get', `${JOB}/pipeline.csv`, "A job's pipeline as CSV", W, 'none', 200, csv],
    ['get', `${JOB}/pipeline`, "A job's pipeline", W, 'none', 200, json(jobPipeline)],
    [
      'post',
      `${JOB}/pipeline/moves`,
      'Move candidates to a stage',
      W,
      json(pipelineMoveRequest),
      200,
      json(pipelineChange),
    ],
    [
      'post',
      `${JOB}/pipeline/top`,
      'Move the best-scored candidates still New to a stage',
      W,
      json(pipelineTopRequest),
      200,
      json(pipelineChange),
    ],
    [
      'post',
      `${JOB}/pipeline/{candidateId}/notes`,
      'Add a note',
      W,
      json(pipelineNoteRequest),
      201,
      json(pipelineChange),
    ],
    [
      'get',
      `${JOB}/pipeline/{candidateId}/history`,
      "A candidate's pipeline history",
      W,
      'none',
      200,
      json(pipelineHistory),
    ],
    [
      'post',
      `${JOB}/outreach`,
      'Email candidates',
      W,
      json(outreachRequest),
      200,
      json(z.union([pipelineChange, outreachMessage])),
    ],
    [
      'post',
      `${ANALYSIS}/batch`,
      'Screen many candidates against one job',
      W,
      json(batchRequest),
      202,
      json(batchStarted),
    ],
    ['get', `${ANALYSIS}/batch/{id}.csv`, "A batch's results as CSV", W, 'none', 200, csv],
    [
      'get',
      `${ANALYSIS}/batch/{id}`,
      "A batch's progress and results",
      W,
      'none',
      200,
      json(batch),
    ],
    [
      'post',
      `${ANALYSIS}/{analysisId}/regenerate-message`,
      'Write the outreach message again',
      W,
      'none',
      200,
      json(analysis),
    ],
    [
      'post',
      `${ANALYSIS}/{candidateId}/{jobId}`,
      'Match one candidate to one job',
      W,
      json(runAnalysisRequest),
      202,
      json(analysis),
    ],
    [
      'get',
      `${ANALYSIS}/{candidateId}/{jobId}`,
      'The latest analysis of a pair',
      W,
      'none',
      200,
      json(analysis),
    ],
    [
      'get',
      ANALYSIS,
      'List analyses (total in X-Total-Count)',
      W,
      'none',
      200,
      json(z.array(analysis)),
      listQuery,
    ],
    [
      'post',
      '/api/demo/analyze',
      'Demo: match pasted texts without an account',
      'none',
      json(demoAnalyzeBody),
      200,
      json(analysis),
    ],
    // billing
    [
      'post',
      '/api/webhooks/paypal',
      "PayPal's webhook (signed)",
      'none',
      { raw: 'application/json' },
      200,
      json(webhookAck),
    ],
    [
      'get',
      '/api/subscriptions/usage',
      "Today's matches and the plan's limit",
      'user',
      'none',
      200,
      json(usage),
    ],
    [
      'get',
      '/api/subscriptions/me',
      "The user's subscription",
      'user',
      'none',
      200,
      json(subscription),
    ],
    [
      'post',
      '/api/subscriptions/activate',
      'Activate an approved PayPal subscription',
      'user',
      json(activateBody),
      200,
      json(subscription),
    ],
    [
      'post',
      '/api/subscriptions/cancel',
      'Cancel at the end of the period',
      'user',
      'none',
      200,
      json(subscription),
    ],
    [
      'get',
      '/api/billing/config',
      'What the payment button needs',
      'none',
      'none',
      200,
      json(billingConfig),
    ],
    [
      'post',
      '/api/billing/test-checkout',
      'Test mode only: a simulated buyer subscribes',
      'user',
      'none',
      201,
      json(testCheckout),
    ],
  ] as Row[]
).map(route);
