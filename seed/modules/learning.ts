import { Timestamp } from "firebase-admin/firestore";
import { pathVideoId, type CuratedVideoDoc } from "../../functions/src/contract/learning";
import { skillById, type Difficulty, type SkillId } from "../../functions/src/contract/pillars";
import { recordActivity } from "../../functions/src/lib/activities";
import { countFirstWatch } from "../../functions/src/lib/learning-summary";
import { personalisedPathText } from "../../functions/src/lib/personalised-path";
import { curatedVideos, learningPaths, pathVideos, profiles, watchedVideos } from "../../functions/src/lib/collections";
import { db } from "../../functions/src/lib/firebase";
import { pathVideoDoc } from "../../functions/src/lib/learning-store";
import type { SeedModule } from "../seed-context";

/**
 * SAMPLE DATA for local use: titles, channels and
 * descriptions are written for this app, and the YouTube ids are placeholders that
 * cannot be checked offline. A real catalogue comes from admins.
 */
interface SampleVideo {
  skillId: SkillId;
  difficulty: Difficulty;
  title: string;
  channelTitle: string;
  description: string;
}

const SAMPLE_CATALOGUE: SampleVideo[] = [
  {
    skillId: "spot_opportunities",
    difficulty: "beginner",
    title: "Finding Your First Freelance Niche in 15 Minutes",
    channelTitle: "Freelance Forward",
    description:
      "A quick exercise to list the problems you already solve for people and spot which ones someone would pay for.\n- List ten things people ask you for help with\n- Circle the ones tied to money or time\n- Pick one to test this week",
  },
  {
    skillId: "spot_opportunities",
    difficulty: "intermediate",
    title: "Reading Job Boards for Hidden Opportunities",
    channelTitle: "Indie Business Lab",
    description:
      "How to scan job boards and client forums for recurring pain points instead of one-off gigs, and turn the patterns into a service idea.",
  },
  {
    skillId: "spot_opportunities",
    difficulty: "advanced",
    title: "Validating a Service Idea Before You Build It",
    channelTitle: "The Solo Studio",
    description:
      "Run five discovery calls, pre-sell a pilot and decide with real evidence whether an opportunity is worth your next three months.\n- Write a one-line hypothesis\n- Book five calls with ideal clients\n- Ask for a paid pilot, not a compliment",
  },
  {
    skillId: "define_your_offer",
    difficulty: "beginner",
    title: "What Is an Offer? Packaging Your Skills for Clients",
    channelTitle: "Client Craft",
    description:
      "The difference between listing skills and selling an outcome, with before-and-after examples from designers, writers and developers.",
  },
  {
    skillId: "define_your_offer",
    difficulty: "intermediate",
    title: "Productised Services: Fixed Scope, Fixed Price",
    channelTitle: "Freelance Forward",
    description:
      "Turn custom work into a repeatable package with a clear scope, timeline and price that clients can say yes to quickly.\n- Define the deliverable\n- Set the boundaries of the scope\n- Name it after the result",
  },
  {
    skillId: "define_your_offer",
    difficulty: "advanced",
    title: "Designing a Signature Offer With Tiers",
    channelTitle: "Indie Business Lab",
    description:
      "Build good, better and best tiers around one signature service so clients choose between your options instead of between you and a competitor.",
  },
  {
    skillId: "define_your_offer",
    difficulty: "beginner",
    title: "Writing Your One-Sentence Offer",
    channelTitle: "Small Biz Playbook",
    description:
      "A fill-in-the-blanks formula: I help [who] get [result] without [pain]. Practise it until it sounds natural out loud.",
  },
  {
    skillId: "know_your_audience",
    difficulty: "beginner",
    title: "Who Is Your Ideal Client? A Simple Profile",
    channelTitle: "The Solo Studio",
    description:
      "Sketch the one client you would love to work with again and again: their role, budget, worries and where they spend time online.",
  },
  {
    skillId: "know_your_audience",
    difficulty: "intermediate",
    title: "Customer Interviews Without the Awkwardness",
    channelTitle: "Client Craft",
    description:
      "A script for fifteen-minute interviews that uncover how clients describe their problems in their own words.\n- Ask about the last time it happened\n- Never pitch during the interview\n- Record the exact phrases they use",
  },
  {
    skillId: "know_your_audience",
    difficulty: "advanced",
    title: "Segmenting Clients by Value and Fit",
    channelTitle: "Work Smart Solo",
    description:
      "Score past and prospective clients on budget, fit and referral potential, then focus your marketing on the top segment.",
  },
  {
    skillId: "craft_your_value",
    difficulty: "beginner",
    title: "Features vs Benefits for Freelancers",
    channelTitle: "Small Biz Playbook",
    description:
      "Why clients buy outcomes, not hours, and how to rewrite every line of your service page as a benefit.",
  },
  {
    skillId: "craft_your_value",
    difficulty: "intermediate",
    title: "Writing a Value Proposition That Stands Out",
    channelTitle: "Freelance Forward",
    description:
      "Combine your audience, their problem and your unique approach into a value proposition you can test on your website and profiles.\n- Start from the client's problem\n- Add proof you can deliver\n- Say what makes your way different",
  },
  {
    skillId: "craft_your_value",
    difficulty: "advanced",
    title: "Positioning Against Cheaper Competitors",
    channelTitle: "Indie Business Lab",
    description:
      "Stop competing on price: choose a sharp position, show your process and let low-budget buyers self-select out.",
  },
  {
    skillId: "build_your_presence",
    difficulty: "beginner",
    title: "Setting Up a Portfolio Site in One Afternoon",
    channelTitle: "Portfolio Punch",
    description:
      "A practical walkthrough of the five pages every freelancer portfolio needs and what to put on each of them.",
  },
  {
    skillId: "build_your_presence",
    difficulty: "intermediate",
    title: "Optimising Your LinkedIn Profile for Clients",
    channelTitle: "Work Smart Solo",
    description:
      "Rewrite your headline, about section and featured items so prospective clients understand what you do in five seconds.\n- Headline: who you help and how\n- About: problem, approach, proof\n- Featured: your best case study",
  },
  {
    skillId: "build_your_presence",
    difficulty: "advanced",
    title: "Building Authority With Case Studies",
    channelTitle: "Portfolio Punch",
    description: "Turn finished projects into case studies that show the problem, your process and measurable results.",
  },
  {
    skillId: "tell_your_story",
    difficulty: "beginner",
    title: "Your Origin Story in Three Sentences",
    channelTitle: "The Solo Studio",
    description:
      "Share why you do this work in a way that builds trust without oversharing, with examples you can adapt.",
  },
  {
    skillId: "tell_your_story",
    difficulty: "intermediate",
    title: "Storytelling Frameworks for Service Businesses",
    channelTitle: "Client Craft",
    description: "Use the before-during-after framework to tell client stories in posts, proposals and on calls.",
  },
  {
    skillId: "tell_your_story",
    difficulty: "advanced",
    title: "Crafting a Personal Brand Narrative",
    channelTitle: "Freelance Forward",
    description:
      "Connect your background, values and expertise into one narrative that runs through your site, talks and content.\n- Pick one theme\n- Repeat it everywhere\n- Retire stories that do not fit",
  },
  {
    skillId: "share_value_consistently",
    difficulty: "beginner",
    title: "A Simple Weekly Content Routine",
    channelTitle: "Small Biz Playbook",
    description:
      "Post once a week without burning out: one idea, one format, one channel, and a thirty-minute time box.",
  },
  {
    skillId: "share_value_consistently",
    difficulty: "intermediate",
    title: "Repurposing One Idea Into Five Posts",
    channelTitle: "Work Smart Solo",
    description:
      "Take one client lesson and turn it into a post, a thread, a short video, a newsletter section and a carousel.\n- Start with the long form\n- Cut it into standalone pieces\n- Schedule them across two weeks",
  },
  {
    skillId: "share_value_consistently",
    difficulty: "advanced",
    title: "Building a Newsletter That Brings Clients",
    channelTitle: "Indie Business Lab",
    description:
      "Grow a focused email list, write issues that teach, and add a gentle call to action that books discovery calls.",
  },
  {
    skillId: "grow_your_network",
    difficulty: "beginner",
    title: "Networking for Introverts",
    channelTitle: "The Solo Studio",
    description:
      "Low-pressure ways to meet potential clients and peers: small online communities, one-to-one chats and helpful comments.",
  },
  {
    skillId: "grow_your_network",
    difficulty: "intermediate",
    title: "Getting Referrals From Past Clients",
    channelTitle: "Client Craft",
    description:
      "When and how to ask for referrals, with a short message template and a thank-you routine that keeps them coming.",
  },
  {
    skillId: "grow_your_network",
    difficulty: "advanced",
    title: "Partnering With Complementary Freelancers",
    channelTitle: "Freelance Forward",
    description:
      "Form referral partnerships with freelancers who serve the same clients, and agree on how to share leads fairly.\n- Map who serves your clients before and after you\n- Offer value first\n- Agree the terms in writing",
  },
  {
    skillId: "start_sales_conversations",
    difficulty: "beginner",
    title: "Cold Outreach That Does Not Feel Spammy",
    channelTitle: "Pricing Pros",
    description:
      "Write short, personal first messages that start a conversation instead of pitching, with three examples.",
  },
  {
    skillId: "start_sales_conversations",
    difficulty: "intermediate",
    title: "Running a Discovery Call Step by Step",
    channelTitle: "Client Craft",
    description:
      "A discovery call agenda that uncovers goals, budget and decision makers in thirty minutes.\n- Open with their goal\n- Dig into the cost of the problem\n- Agree the next step before you hang up",
  },
  {
    skillId: "start_sales_conversations",
    difficulty: "advanced",
    title: "Building a Simple Sales Pipeline",
    channelTitle: "Work Smart Solo",
    description: "Track leads from first contact to signed contract in a lightweight pipeline and review it weekly.",
  },
  {
    skillId: "price_with_confidence",
    difficulty: "beginner",
    title: "How to Set Your Freelance Rate",
    channelTitle: "Pricing Pros",
    description:
      "Work out your minimum day rate from your costs, taxes and target income, then round up with confidence.",
  },
  {
    skillId: "price_with_confidence",
    difficulty: "intermediate",
    title: "Moving From Hourly to Project Pricing",
    channelTitle: "Freelance Forward",
    description:
      "Estimate projects by value and scope instead of hours, and protect yourself with clear assumptions.\n- Estimate the effort, then price the value\n- List what is included and excluded\n- Add a change-request clause",
  },
  {
    skillId: "price_with_confidence",
    difficulty: "advanced",
    title: "Value-Based Pricing for Solopreneurs",
    channelTitle: "Pricing Pros",
    description:
      "Price by the value of the result to the client, with a worked example and the questions that reveal that value.",
  },
  {
    skillId: "price_with_confidence",
    difficulty: "intermediate",
    title: "Raising Your Rates Without Losing Clients",
    channelTitle: "Small Biz Playbook",
    description: "How much notice to give, what to say, and how to handle the clients who push back.",
  },
  {
    skillId: "explain_your_value",
    difficulty: "beginner",
    title: "Talking About Your Work Without Jargon",
    channelTitle: "The Solo Studio",
    description:
      "Translate technical descriptions into plain results a client cares about, with quick before-and-after examples.",
  },
  {
    skillId: "explain_your_value",
    difficulty: "intermediate",
    title: "Writing Proposals That Win",
    channelTitle: "Client Craft",
    description:
      "Structure a proposal around the client's goal, your approach and three options, and keep it to two pages.\n- Restate their goal in their words\n- Show the plan and timeline\n- Offer three options with prices",
  },
  {
    skillId: "explain_your_value",
    difficulty: "advanced",
    title: "Presenting ROI to Business Clients",
    channelTitle: "Indie Business Lab",
    description: "Estimate and present the return on your work so budget holders can justify hiring you.",
  },
  {
    skillId: "close_the_deal",
    difficulty: "beginner",
    title: "Handling the Price Objection",
    channelTitle: "Pricing Pros",
    description:
      "Calm responses to 'that's too expensive' that explore the concern instead of discounting straight away.",
  },
  {
    skillId: "close_the_deal",
    difficulty: "intermediate",
    title: "Follow-Ups That Close",
    channelTitle: "Work Smart Solo",
    description:
      "A follow-up sequence for sent proposals: when to nudge, what to say, and when to let go.\n- Day 2: a helpful resource\n- Day 7: a direct question\n- Day 14: close the loop politely",
  },
  {
    skillId: "close_the_deal",
    difficulty: "advanced",
    title: "Negotiating Contracts and Payment Terms",
    channelTitle: "Freelance Forward",
    description:
      "Negotiate deposits, milestones and payment terms that protect your cash flow without scaring clients off.",
  },
  {
    skillId: "manage_projects",
    difficulty: "beginner",
    title: "Project Management Basics for Freelancers",
    channelTitle: "Work Smart Solo",
    description:
      "Plan a project with milestones, a shared task board and a weekly update so nothing slips through the cracks.",
  },
  {
    skillId: "manage_projects",
    difficulty: "intermediate",
    title: "Managing Scope Creep",
    channelTitle: "Client Craft",
    description:
      "Spot scope creep early and handle change requests with a simple, friendly process.\n- Keep the signed scope handy\n- Log every new request\n- Quote changes before doing them",
  },
  {
    skillId: "manage_projects",
    difficulty: "advanced",
    title: "Running Several Client Projects at Once",
    channelTitle: "The Solo Studio",
    description:
      "Time-blocking, capacity planning and buffers that let you juggle multiple clients without missing deadlines.",
  },
  {
    skillId: "set_boundaries",
    difficulty: "beginner",
    title: "Setting Working Hours as a Freelancer",
    channelTitle: "Small Biz Playbook",
    description: "Decide and communicate your working hours and response times so clients know what to expect.",
  },
  {
    skillId: "set_boundaries",
    difficulty: "intermediate",
    title: "Saying No Professionally",
    channelTitle: "Freelance Forward",
    description: "Scripts for declining work, extra requests and rush jobs while keeping the relationship warm.",
  },
  {
    skillId: "set_boundaries",
    difficulty: "advanced",
    title: "Contracts That Protect Your Time",
    channelTitle: "Indie Business Lab",
    description:
      "Clauses for revisions, response times, kill fees and late payments that enforce your boundaries for you.\n- Limit revision rounds\n- Define response windows\n- Add a late payment fee",
  },
  {
    skillId: "communicate_like_a_pro",
    difficulty: "beginner",
    title: "Writing Clear Client Emails",
    channelTitle: "Client Craft",
    description: "Subject lines, structure and tone for client emails that get quick answers.",
  },
  {
    skillId: "communicate_like_a_pro",
    difficulty: "intermediate",
    title: "Running Effective Client Check-Ins",
    channelTitle: "Work Smart Solo",
    description:
      "A fifteen-minute weekly check-in format that keeps clients informed and confident.\n- What was done\n- What is next\n- What you need from them",
  },
  {
    skillId: "communicate_like_a_pro",
    difficulty: "advanced",
    title: "Delivering Bad News to Clients",
    channelTitle: "The Solo Studio",
    description: "How to tell a client about a delay or a problem early, own it and offer options.",
  },
  {
    skillId: "keep_clients_coming_back",
    difficulty: "beginner",
    title: "Onboarding New Clients Smoothly",
    channelTitle: "Small Biz Playbook",
    description: "A welcome pack and kickoff checklist that make a great first impression and prevent confusion later.",
  },
  {
    skillId: "keep_clients_coming_back",
    difficulty: "intermediate",
    title: "Turning One-Off Projects Into Retainers",
    channelTitle: "Freelance Forward",
    description:
      "Spot ongoing needs during a project and propose a retainer that helps both you and the client.\n- Notice the recurring work\n- Propose a monthly package\n- Review it every quarter",
  },
  {
    skillId: "keep_clients_coming_back",
    difficulty: "advanced",
    title: "Building Long-Term Client Relationships",
    channelTitle: "Indie Business Lab",
    description: "Check in after delivery, share useful ideas and become the first person your clients call.",
  },
];

/** Deterministic ids: `sample-{nn}` documents with 11-character placeholder YouTube ids. */
export const sampleCatalogue = SAMPLE_CATALOGUE.map((video, index) => {
  const number = String(index + 1).padStart(2, "0");
  const skill = skillById(video.skillId)!;
  const doc: Omit<CuratedVideoDoc, "createdAt" | "updatedAt"> = {
    youtubeVideoId: `SampleVid${number}`,
    title: video.title,
    description: video.description,
    channelTitle: video.channelTitle,
    pillar: skill.pillar,
    skillId: video.skillId,
    difficulty: video.difficulty,
    orderPriority: SAMPLE_CATALOGUE.slice(0, index).filter((other) => other.skillId === video.skillId).length + 1,
    isActive: true,
  };
  return { id: `sample-${number}`, doc };
});

const DAY = 86_400_000;

/**
 * The seeded learner's paths, one in each state, so every screen state shows at once. They fit
 * learner-core's seed: assessed 12 days ago with SHOW and SELL as the weakest pillars.
 */
const LEARNER_PATHS = [
  {
    id: "seed-learner-progress",
    ...personalisedPathText(["SHOW", "SELL"]),
    daysAgo: 12,
    videos: ["sample-14", "sample-17", "sample-20", "sample-23", "sample-26", "sample-29", "sample-15", "sample-27"],
    watched: 3,
  },
  {
    id: "seed-learner-complete",
    title: "Your SHAPE Foundations",
    description: "Get clear on who you help and what you offer.",
    daysAgo: 11,
    videos: ["sample-01", "sample-04", "sample-08", "sample-11"],
    watched: 4,
  },
  {
    id: "seed-learner-new",
    title: "Deliver Like a Pro",
    description: "Run projects smoothly, protect your time and keep clients coming back.",
    daysAgo: 1,
    videos: ["sample-39", "sample-42", "sample-45", "sample-48", "sample-40", "sample-43"],
    watched: 0,
  },
];
/** Watched outside any path: shows as an additional video. */
const ADDITIONAL_WATCHED = "sample-46";
/** Days before today of the seeded watches, in path order: a 3-day streak ends yesterday. */
const WATCH_DAYS = [10, 3, 2, 11, 9, 8, 6, 1];
/** Matches learner-core's 'Joined SoloSensei' activity, so lifetime consistency spans the history. */
const JOINED_DAYS_AGO = 12;

export const learning: SeedModule = {
  name: "learning",
  async run({ clock, uids, log }) {
    const now = clock.now();
    const byId = new Map(sampleCatalogue.map((video) => [video.id, video.doc]));

    const existing = new Set((await curatedVideos().select().get()).docs.map((doc) => doc.id));
    const catalogueBatch = db.batch();
    const missing = sampleCatalogue.filter((video) => !existing.has(video.id));
    for (const video of missing)
      catalogueBatch.create(curatedVideos().doc(video.id), {
        ...video.doc,
        createdAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
    if (missing.length) {
      await catalogueBatch.commit();
      log(`added ${missing.length} sample catalogue videos`);
    }

    const uid = uids.learner;
    if (!uid || (await learningPaths().doc(LEARNER_PATHS[0]!.id).get()).exists) return;
    const at = (daysAgo: number, hour: number) => {
      const day = new Date(now.getTime() - daysAgo * DAY);
      day.setUTCHours(hour, 0, 0, 0);
      return day;
    };

    const batch = db.batch();
    batch.update(profiles().doc(uid), profiles.changes({ createdAt: Timestamp.fromDate(at(JOINED_DAYS_AGO, 7)) }));

    const watches = [
      ...LEARNER_PATHS.flatMap((path) =>
        path.videos.slice(0, path.watched).map((videoId) => ({ videoId, pathId: path.id as string | null })),
      ),
      { videoId: ADDITIONAL_WATCHED, pathId: null },
    ];
    for (const [index, watch] of watches.entries()) {
      const video = byId.get(watch.videoId)!;
      const when = at(WATCH_DAYS[index % WATCH_DAYS.length]!, 9 + index);
      batch.set(watchedVideos(uid).doc(video.youtubeVideoId), {
        youtubeVideoId: video.youtubeVideoId,
        title: video.title,
        skillCategory: video.pillar,
        pathId: watch.pathId,
        watchedAt: Timestamp.fromDate(when),
      });
      countFirstWatch(batch, uid, video.pillar);
      await recordActivity(
        uid,
        {
          type: "video_watch",
          title: `Watched: ${video.title}`,
          description: video.description.split("\n")[0]!,
          pillar: video.pillar,
        },
        { now: () => when },
        { id: `video_watch_${video.youtubeVideoId}`, writer: batch },
      );
    }

    for (const path of LEARNER_PATHS) {
      const videos = path.videos.map((videoId) => ({ videoId, doc: byId.get(videoId)! }));
      batch.set(learningPaths().doc(path.id), {
        userId: uid,
        title: path.title,
        description: path.description,
        skillCategories: [...new Set(videos.map((video) => video.doc.pillar))],
        totalVideos: videos.length,
        watchedVideos: path.watched,
        createdAt: Timestamp.fromDate(at(path.daysAgo, 7)),
      });
      for (const [orderIndex, { videoId, doc }] of videos.entries())
        batch.set(
          pathVideos(path.id).doc(pathVideoId(path.id, doc.youtubeVideoId)),
          pathVideoDoc(uid, {
            youtubeVideoId: doc.youtubeVideoId,
            title: doc.title,
            description: doc.description,
            skillCategory: doc.pillar,
            orderIndex,
            curatedVideoId: videoId,
          }),
        );
    }
    await batch.commit();
    log("gave learner three learning paths, watched videos and activities");
  },
};
