// The published prices bench:cost turns counts into dollars with (sources and dates in
// docs/performance.md, "What a learner costs"). Free tiers are left out: the figures are per
// 1,000 learners, beyond what any free allowance covers.

/** Firestore Standard edition, nam5 multi-region (the project pins no location; a US region is half). */
export const FIRESTORE_PER_100K = { reads: 0.06, writes: 0.18, deletes: 0.02 };

/** Cloud Run (Cloud Functions 2nd gen), request-based billing, a Tier 1 region. */
export const CLOUD_RUN = { perVcpuSecond: 0.000024, perGibSecond: 0.0000025, perMillionRequests: 0.4 };
/** The api function's memory (functions/src/index.ts: 512MiB). */
export const MEMORY_GIB = 0.5;

/** Gemini 3.8 Flash (ai/index.ts's default), per million tokens, the standard rates from 1 January 2027. */
export const GEMINI_PER_MILLION = { input: 1.5, output: 7.5 };
/** Characters per token, for English text: the token figures are an estimate. */
export const CHARS_PER_TOKEN = 4;
