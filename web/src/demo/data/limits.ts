import { isSampleId } from './samples';
import type { DemoData } from './store';

export type DemoLimitKind = 'jobs' | 'candidates' | 'analyses';

export const DEMO_LIMITS: Record<DemoLimitKind, number> = { jobs: 2, candidates: 3, analyses: 3 };

export const DEMO_LIMIT_MESSAGES: Record<DemoLimitKind, string> = {
  jobs: 'Demo limit reached! You can only upload 2 job descriptions in demo mode. Sign up for unlimited uploads!',
  candidates:
    'Demo limit reached! You can only upload 3 candidates in demo mode. Sign up for unlimited uploads!',
  analyses:
    'Demo limit reached! You can only run 3 analyses in demo mode. Sign up for unlimited AI-powered analyses!',
};

export class DemoLimitError extends Error {
  constructor(readonly kind: DemoLimitKind) {
    super(DEMO_LIMIT_MESSAGES[kind]);
    this.name = 'DemoLimitError';
  }
}

export interface DemoUsageLine {
  kind: DemoLimitKind;
  used: number;
  limit: number;
  reached: boolean;
}

/** What the visitor made: the sample job and candidates come with the demo and do not count. */
function ownCount(data: DemoData, kind: DemoLimitKind): number {
  return data[kind].filter((item) => !isSampleId(item.id)).length;
}

export function demoUsage(data: DemoData): DemoUsageLine[] {
  return (['jobs', 'candidates', 'analyses'] as const).map((kind) => {
    const used = ownCount(data, kind);
    return { kind, used, limit: DEMO_LIMITS[kind], reached: used >= DEMO_LIMITS[kind] };
  });
}

/** Checked before every demo upload and analysis (spec section 5). */
export function assertDemoCapacity(data: DemoData, kind: DemoLimitKind): void {
  if (ownCount(data, kind) >= DEMO_LIMITS[kind]) throw new DemoLimitError(kind);
}
