import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

// A local server speaking the OpenAI chat-completions wire protocol, so the real `openai` SDK is
// exercised end to end (timeouts, retries, status codes) with no network.

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export type FakeReply =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' };

export async function startFakeLlm(reply: (req: ChatRequest) => FakeReply) {
  const requests: ChatRequest[] = [];
  const app = express();
  app.use(express.json({ limit: '5mb' }));
  app.post('/v1/chat/completions', (req, res) => {
    const body = req.body as ChatRequest;
    requests.push(body);
    const r = reply(body);
    switch (r.kind) {
      case 'hang':
        return; // never answers: the client's timeout has to fire
      case 'status':
        res
          .status(r.status)
          .json(r.body ?? { error: { message: 'fake failure', type: 'server_error' } });
        return;
      case 'answer':
        res.json({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: r.content, refusal: null },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 812, completion_tokens: 96, total_tokens: 908 },
        });
        return;
    }
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The text of the resume the analyzer sent, from inside its <resume> fence. */
export function resumeOf(req: ChatRequest): string {
  const all = req.messages.map((m) => m.content).join('\n');
  return /<resume>\n([\s\S]*)\n<\/resume>/.exec(all)?.[1] ?? '';
}
