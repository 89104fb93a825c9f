import type { Profession } from './types';

export const research = {
  families: `
research | research and science | education clinical data agriculture engineering | researcher@3 research_assistant@2 research_scientist@3 postdoctoral@3 post-doctoral@3 scientist@3 laboratory@3 lab@2 chemist@3 biologist@3 research@3:0.5 research_fellow@3 graduate_research_assistant@2 ecologist@3 microbiologist@3 physicist@3 geologist@3 environmental_scientist@3 observer@3:0.5 field_technician@2
`,
} as const satisfies Profession;
