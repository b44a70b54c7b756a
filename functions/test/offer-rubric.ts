import { rubricSchema, type Rubric } from "../src/contract/incubator/rubric";

/**
 * A small rubric for unit tests, for a one-sentence offer: who (required, 40), what (30) and
 * result (30), so scores are easy to work out by hand.
 */
export const OFFER_RUBRIC: Rubric = rubricSchema.parse({
  aim: "A sentence a stranger understands.",
  minChars: 40,
  criteria: [
    { id: "who", label: "Who", description: "Names a specific client.", weight: 40, required: true },
    { id: "what", label: "What", description: "Names the service.", weight: 30 },
    { id: "result", label: "Result", description: "Names a result.", weight: 30 },
  ],
});
