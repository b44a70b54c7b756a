import { SectionCard } from "@/components/section-card";

/** What the learner asked for help with when they booked, in their own words. */
export function TopicCard({ learnerName, topic }: { learnerName: string; topic: string }) {
  return (
    <SectionCard variant="outlined" title="What they want help with">
      <blockquote className="border-l-4 border-base-300 pl-3 whitespace-pre-line">{topic}</blockquote>
      <p className="text-sm text-base-content/75">In {learnerName}'s words, when they booked.</p>
    </SectionCard>
  );
}
