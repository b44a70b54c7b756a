// Imports carry `.js` because the functions' tests read this file too (functions/tsconfig.json, NodeNext).
import type { Difficulty, SkillId } from "../../functions/src/contract/pillars.js";

/**
 * The seeded catalogue: real, public YouTube videos, each with its own id, title and channel. The
 * descriptions are written for this app. `source` is a public page that shows the video's id beside
 * its title (most are GitHub-hosted notes and transcripts; `?plain=1#:~:text=` opens the page's
 * text at the id). Skills with fewer than three videos are the ones for which no more videos could
 * be traced to such a page; admins add and edit videos from the Admin Portal
 * (docs/decisions/068-real-videos-in-the-seed.md).
 */
export interface SeedVideo {
  skillId: SkillId;
  difficulty: Difficulty;
  youtubeVideoId: string;
  title: string;
  channelTitle: string;
  description: string;
  source: string;
}

const github = (repo: string, commit: string, path: string) => (youtubeVideoId: string) =>
  `https://github.com/${repo}/blob/${commit}/${path}?plain=1#:~:text=${youtubeVideoId}`;

// The pages the ids were found on, one per repository file.
const ycStartupSchool = github(
  "xSakix/xSakix.github.io",
  "03470aae6862b33075abde863730381291bfaf48",
  "docs/summaries/ycombinator/ycombinator_startup_school.md",
);
const ycDaltonMichael = github(
  "xSakix/xSakix.github.io",
  "551f8985ab8deb1076c5d915ae22c22b12d3e1e4",
  "docs/summaries/ycombinator/ycombinator_dalton_michael.md",
);
const ycLibrary = (file: string) =>
  github(
    "codehornets/agent37-skills-collection",
    "13d581536c137b3ad7731c48a08c4cbbbbc64905",
    `plugins/yc-advisor/skills/yc-advisor/references/${file}`,
  );
const lenny = (guest: string) =>
  github(
    "yidans1120/lennys-podcast-transcripts",
    "523e1cf0d110fdacfaaf78b3ca19a16edb2edeb3",
    `lennys-podcast-transcipt/episodes/${guest}/transcript.md`,
  );
const hormoziTranscript = (file: string) =>
  github("ben124569/wiki-vault", "6ed4bebf508b86bafc992950cde4b2ad50110304", `data/transcripts/${file}`);
const hormoziChannel = github(
  "sieve-data/tubegraph",
  "99f36e3d30922efe3247021e08f254e423c37d36",
  "content/alexhormozi/alexhormozi.md",
);

const entry = (video: Omit<SeedVideo, "source">, source: (youtubeVideoId: string) => string): SeedVideo => ({
  ...video,
  source: source(video.youtubeVideoId),
});

export const SEED_CATALOGUE: SeedVideo[] = [
  entry(
    {
      skillId: "spot_opportunities",
      difficulty: "beginner",
      youtubeVideoId: "nIk3DedjxJM",
      title: '"I\'m Broke, What Business Do I Start?"',
      channelTitle: "Alex Hormozi",
      description:
        "Starting with no money? Pick a business from what people already pay for and narrow it to one group you can reach.\n- Start from skills you can sell this month\n- Choose one audience, not everyone\n- Make the way you deliver it your own",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "spot_opportunities",
      difficulty: "intermediate",
      youtubeVideoId: "Th8JoIan4dg",
      title: "How to Get and Evaluate Startup Ideas | Startup School",
      channelTitle: "Y Combinator",
      description:
        "A checklist for judging an idea before you commit months to it: how big the market is, how painful the problem and whether you are the right person to solve it. It applies just as well to a new service.",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "spot_opportunities",
      difficulty: "advanced",
      youtubeVideoId: "Jcuqq48CNj8",
      title: "Where Do Great Startup Ideas Come From? – Dalton Caldwell and Michael Seibel",
      channelTitle: "Y Combinator",
      description:
        "Why being first matters less than being better: case studies of crowded markets won by fixing what customers already hated. Use it to find the gap in a market you know well.",
    },
    ycDaltonMichael,
  ),
  entry(
    {
      skillId: "define_your_offer",
      difficulty: "beginner",
      youtubeVideoId: "9xF0kcs9lm4",
      title: "Guide To Freelancing",
      channelTitle: "The Futur",
      description:
        "Jonathan Stark and The Futur on running freelancing as a business rather than a job: what you sell, who you sell it to and why hourly billing holds you back.\n- Sell a result, not your time\n- Narrow who the offer is for\n- Decide what you will not do",
    },
    github(
      "LukasMurdock/LukasMurdock.github.io",
      "a354d8586107ce8c1013d778c268c3271322423a",
      "_posts/2021-12-14-freelancer.md",
    ),
  ),
  entry(
    {
      skillId: "define_your_offer",
      difficulty: "intermediate",
      youtubeVideoId: "QRZ_l7cVzzU",
      title: "How to Build An MVP | Startup School",
      channelTitle: "Y Combinator",
      description:
        "The smallest version of an offer that still solves the problem, shipped fast and improved with real feedback. Think of your first package the same way.\n- Cut to the one problem that matters\n- Launch before it feels finished\n- Let client feedback shape version two",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "define_your_offer",
      difficulty: "advanced",
      youtubeVideoId: "G7TMqY7gkGY",
      title: "Simple Products That Became Big Companies – Dalton Caldwell and Michael Seibel",
      channelTitle: "Y Combinator",
      description:
        "Why a narrow offer that does one job well beats a broad one that does many jobs badly, with examples of companies that grew by staying focused on a single use case.",
    },
    ycDaltonMichael,
  ),
  entry(
    {
      skillId: "know_your_audience",
      difficulty: "beginner",
      youtubeVideoId: "z1iF1c8w5Lg",
      title: "How To Talk To Users | Startup School",
      channelTitle: "Y Combinator",
      description:
        "How to find the people you want to serve, what to ask them and what not to, and how to turn their answers into your first version.\n- Ask about what they did, not what they would do\n- Listen for the words they use\n- Write down what surprised you",
    },
    ycLibrary("Iq-how-to-talk-to-users.md"),
  ),
  entry(
    {
      skillId: "know_your_audience",
      difficulty: "intermediate",
      youtubeVideoId: "MT4Ig2uqjTc",
      title: "Eric Migicovsky - How to Talk to Users",
      channelTitle: "Y Combinator",
      description:
        "A short set of interview questions that uncover a client's real problem, plus the common mistakes that make interviews useless. Good preparation before any discovery call.",
    },
    github(
      "Ravelys/ravelys.github.io",
      "66d97b4b9aab0d31f896863db2c9f23aa3742aae",
      "_posts/0001-01-01-eric-migicovsky-how-to-talk-to-users.md",
    ),
  ),
  entry(
    {
      skillId: "know_your_audience",
      difficulty: "advanced",
      youtubeVideoId: "xQV7HVyAJjc",
      title: "The ultimate guide to JTBD | Bob Moesta (co-creator of the framework)",
      channelTitle: "Lenny's Podcast",
      description:
        "Jobs to be Done from one of its creators: what pushes a client to switch, what holds them back, and how the context of a decision explains choices that look irrational.",
    },
    lenny("bob-moesta-20"),
  ),
  entry(
    {
      skillId: "craft_your_value",
      difficulty: "intermediate",
      youtubeVideoId: "VQM3DrnVTcs",
      title: "$100M CEO Explains How to Build A Brand in 2024",
      channelTitle: "Alex Hormozi",
      description:
        "Branding as the things you choose to be associated with, and why a clear association lets a small business charge more for the same work.\n- Decide what you want to be known for\n- Pair your work with results clients want\n- Repeat it until people expect it",
    },
    hormoziTranscript("100M-CEO-Explains-How-to-Build-A-Brand-in-2024.md"),
  ),
  entry(
    {
      skillId: "craft_your_value",
      difficulty: "advanced",
      youtubeVideoId: "neTSqOAMgao",
      title: "Explaining How Anyone Can Make $100M® Offers",
      channelTitle: "Alex Hormozi",
      description:
        "An interview on building an offer people find hard to refuse: raise the result and the odds of getting it, cut the time and effort it takes the client, and stop competing on price.",
    },
    hormoziTranscript("Explaining-How-Anyone-Can-Make-100M-Offers.md"),
  ),
  entry(
    {
      skillId: "build_your_presence",
      difficulty: "beginner",
      youtubeVideoId: "qKXIBE7KRGo",
      title: "Gain attention as an underdog with this framework | Lulu Cheng Meservey",
      channelTitle: "Lenny's Podcast",
      description:
        "A three-minute clip on getting noticed when nobody knows you yet: meet your audience where their interests already are instead of asking them to care about yours.",
    },
    lenny("lulu-cheng-meservey"),
  ),
  entry(
    {
      skillId: "build_your_presence",
      difficulty: "intermediate",
      youtubeVideoId: "u36A-YTxiOw",
      title: "The Best Way To Launch Your Startup | Startup School",
      channelTitle: "Y Combinator",
      description:
        "Launching is not one big day but something you do again and again. Useful for freelancers announcing a new service or a portfolio piece.\n- Headline: who you help and how\n- Show up in the communities your clients use\n- Launch again with each improvement",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "tell_your_story",
      difficulty: "beginner",
      youtubeVideoId: "qp0HIF3SfI4",
      title: "How great leaders inspire action | Simon Sinek | TED",
      channelTitle: "TED",
      description:
        "The golden circle: start from why you do the work, then how, then what. A simple structure for your about page, your intro on a call and your origin story.",
    },
    github(
      "QubitPi/leadership-blogs",
      "6612fb066bf9857cf2d7bbefeadbafd91b420fa9",
      "src/content/posts/inspire-action/index.md",
    ),
  ),
  entry(
    {
      skillId: "tell_your_story",
      difficulty: "intermediate",
      youtubeVideoId: "dkVJnaxDlXE",
      title: "The power of strategic narrative | Andy Raskin",
      channelTitle: "Lenny's Podcast",
      description:
        "Tell the story of a change in the world, the old game and the new one, instead of a problem and your fix. Your clients then see themselves winning in the new game with you.\n- Name the shift your clients face\n- Show who wins and who loses\n- Put your work in the winners' story",
    },
    lenny("andy-raskin_"),
  ),
  entry(
    {
      skillId: "tell_your_story",
      difficulty: "advanced",
      youtubeVideoId: "-kHkWgjGD7U",
      title: "Storytelling with Nancy Duarte: How to craft compelling presentations and tell a story that sticks",
      channelTitle: "Lenny's Podcast",
      description:
        "How to make the audience the hero of your story and contrast what is with what could be, in talks, meetings and sales calls alike.\n- Cast the client as the hero\n- Play the mentor, not the star\n- Move between today and a better future",
    },
    lenny("nancy-duarte"),
  ),
  entry(
    {
      skillId: "share_value_consistently",
      difficulty: "beginner",
      youtubeVideoId: "7ITff1fIbSc",
      title: "How to Grow an Audience if You Have 0 Followers",
      channelTitle: "Alex Hormozi",
      description:
        "Starting from zero followers: post useful work on a steady schedule, judge yourself on the process rather than the numbers, and give it longer than feels comfortable.",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "share_value_consistently",
      difficulty: "advanced",
      youtubeVideoId: "reisEL_D7xc",
      title: "13 Years of Marketing Advice in 85 Mins",
      channelTitle: "Alex Hormozi",
      description:
        "A long session on marketing a small business: giving value away first, producing content in volume, and knowing what a client is worth before you spend to win one.\n- Give your best ideas away\n- Make more content than feels sensible\n- Track what each client is worth",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "grow_your_network",
      difficulty: "beginner",
      youtubeVideoId: "w7g08dVTwaE",
      title: "Watch this to get your first 5 customers",
      channelTitle: "Alex Hormozi",
      description:
        "Your first clients come from people who already know you. How to list them, reach out personally and ask for introductions without feeling pushy.",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "grow_your_network",
      difficulty: "advanced",
      youtubeVideoId: "Cew9-GlC_yk",
      title: "How to build deeper, more robust relationships | Carole Robin (Stanford professor, “Touchy Feely”)",
      channelTitle: "Lenny's Podcast",
      description:
        "From the Stanford course on interpersonal dynamics: how to turn contacts into relationships that last, give feedback without blame and repair things when they go wrong.",
    },
    lenny("carole-robin"),
  ),
  entry(
    {
      skillId: "start_sales_conversations",
      difficulty: "beginner",
      youtubeVideoId: "hyYCn_kAngI",
      title: "How to Get Your First Customers | Startup School",
      channelTitle: "Y Combinator",
      description:
        "A simple sales funnel for your first clients: reach out to many, qualify quickly and follow up until you get an answer.\n- Make a list of likely buyers\n- Send more outreach than you think you need\n- Track every conversation to the next step",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "start_sales_conversations",
      difficulty: "intermediate",
      youtubeVideoId: "A3MmYbH1hbs",
      title: "How To Cold Email Investors - Michael Seibel",
      channelTitle: "Y Combinator",
      description:
        "Written for founders writing to investors, but the rules fit any cold email to a prospect: short, specific, easy to say yes to and sent to the right person.",
    },
    ycLibrary("6h-startup-pricing-101.md"),
  ),
  entry(
    {
      skillId: "price_with_confidence",
      difficulty: "beginner",
      youtubeVideoId: "yEKu6q0W3gs",
      title: "How TO Make A TON Of Money (in just a few minutes)",
      channelTitle: "Alex Hormozi",
      description:
        "A quick lesson on pricing: anchor with a premium option first, then offer tiers so clients choose between your prices rather than whether to buy.\n- Show the premium option first\n- Offer two or three tiers\n- Let the client pick the level",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "price_with_confidence",
      difficulty: "intermediate",
      youtubeVideoId: "jwXlo9gy_k4",
      title: "Kevin Hale - Startup Pricing 101",
      channelTitle: "Y Combinator",
      description:
        "Cost, price and value, and why most newcomers charge too little. Shows how to test prices step by step instead of guessing once and hoping.\n- Know your costs before you quote\n- Price from the value to the client\n- Try a higher price on the next proposal",
    },
    ycLibrary("6h-startup-pricing-101.md"),
  ),
  entry(
    {
      skillId: "price_with_confidence",
      difficulty: "advanced",
      youtubeVideoId: "oWZbWzAyHAE",
      title: "Startup Business Models and Pricing | Startup School",
      channelTitle: "Y Combinator",
      description:
        "Choosing a business model and pricing that signals quality: charge for the value delivered, keep the price simple and raise it as the value grows.",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "explain_your_value",
      difficulty: "beginner",
      youtubeVideoId: "JfbtySq6_B4",
      title: "Sell Anything To Anyone With This Unusual Method",
      channelTitle: "Alex Hormozi",
      description:
        "Admit the honest drawback of your service up front and then show why it matters less than the benefit. Clients trust the rest of what you say more.\n- Name the downside yourself\n- Follow it with what they gain\n- Never hide what a client will find out",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "explain_your_value",
      difficulty: "intermediate",
      youtubeVideoId: "17XZGUX_9iM",
      title: "Kevin Hale - How to Pitch Your Startup",
      channelTitle: "Y Combinator",
      description:
        "How to explain what you do in a sentence anyone understands, then back it up with the details that matter. The same rules make a clearer proposal or intro call.",
    },
    github(
      "joaopiccioni44-creator/Claude-skills",
      "HEAD",
      "user-skills/yc-advisor/references/6q-how-to-pitch-your-startup.md",
    ),
  ),
  entry(
    {
      skillId: "explain_your_value",
      difficulty: "advanced",
      youtubeVideoId: "-VqmFI9vY7w",
      title: "A step-by-step guide to crafting a sales pitch that wins | April Dunford (author of Sales Pitch)",
      channelTitle: "Lenny's Podcast",
      description:
        "A pitch structure that sets up the market first and then shows the value only you deliver, so clients can say why they should pick you over the alternatives.\n- Start with your view of the market\n- Compare against what they do today\n- Show value, not a tour of features",
    },
    lenny("april-dunford"),
  ),
  entry(
    {
      skillId: "close_the_deal",
      difficulty: "intermediate",
      youtubeVideoId: "NcD2t9qt-fM",
      title: "The Best SALES TRAINING On The Internet",
      channelTitle: "Alex Hormozi",
      description:
        "A full sales training: the logical and emotional sides of a decision, answering objections and asking for the decision without pressure.",
    },
    hormoziTranscript("The-Best-SALES-TRAINING-On-The-Internet.md"),
  ),
  entry(
    {
      skillId: "close_the_deal",
      difficulty: "advanced",
      youtubeVideoId: "JNJqQSBCr4Q",
      title: "Negotiating a Raise — and a Better Life | Chris Voss | EP 425",
      channelTitle: "Jordan B Peterson",
      description:
        "A former FBI hostage negotiator on negotiating for more money: know what you need, collaborate instead of pushing, and listen until the other side feels heard.\n- Prepare what you need and why\n- Invite collaboration, not surrender\n- Listen before you answer",
    },
    github(
      "rumca-js/RSS-Link-Database-2024",
      "86d9d90927f8e42dc6eac5bfa540d869b9cea97c",
      "2024/02/2024-02-22/https...www.youtube.com.feeds.videos.xml.channel_id.UCL_f53ZEJxp8TtlOkHwMV9Q_entries.md",
    ),
  ),
  entry(
    {
      skillId: "manage_projects",
      difficulty: "beginner",
      youtubeVideoId: "arj7oStGLkU",
      title: "Inside the Mind of a Master Procrastinator",
      channelTitle: "TED",
      description:
        "A funny, honest look at why we put work off until the deadline panic arrives, and why the projects without deadlines are the ones to worry about.",
    },
    github(
      "darwinbeing/darwinbeing.github.io",
      "8f87b112fef4a6de02ed9f90282f955ecf16b0b8",
      "_posts/2018-05-11-ted-inside-the-mind-of-a-master-procrastinator.md",
    ),
  ),
  entry(
    {
      skillId: "manage_projects",
      difficulty: "intermediate",
      youtubeVideoId: "GIRkQQHzsxI",
      title: "If You Struggle with Focus, Try My Productivity System",
      channelTitle: "Alex Hormozi",
      description:
        "Split your week into maker time for client work and manager time for calls and admin, so deep work stops losing out to meetings.\n- Block long stretches for deliverables\n- Batch calls into set slots\n- Protect the blocks like appointments",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "manage_projects",
      difficulty: "advanced",
      youtubeVideoId: "6DTK9yDP6p0",
      title: "Setting KPIs and Goals | Startup School",
      channelTitle: "Y Combinator",
      description:
        "Pick the few numbers that show whether your business is moving, set weekly targets and review them, so you work on what matters rather than what is loudest.",
    },
    ycStartupSchool,
  ),
  entry(
    {
      skillId: "set_boundaries",
      difficulty: "beginner",
      youtubeVideoId: "yFckwBtiCUM",
      title: "Redefining success, money, and belonging | Paul Millerd (The Pathless Path)",
      channelTitle: "Lenny's Podcast",
      description:
        "A former consultant on leaving the default career to work on his own terms: deciding how much is enough, why you work and what you will say no to.",
    },
    lenny("paul-millerd"),
  ),
  entry(
    {
      skillId: "set_boundaries",
      difficulty: "intermediate",
      youtubeVideoId: "5XD2kNopsUs",
      title: "Why work doesn't happen at work",
      channelTitle: "TEDx Talks",
      description:
        "Jason Fried on interruptions, meetings and managers as the enemies of focused work, and simple rules that give people long stretches of uninterrupted time.\n- Cut meetings you do not need\n- Prefer messages that can wait\n- Keep quiet hours for real work",
    },
    github(
      "AutomationAdventures/automationadventures.github.io",
      "bf0a5da6622f142801dbf80ccc029f83366ae7a1",
      "_posts/2010-12-31-why-work-doesnt-happen-at-work.md",
    ),
  ),
  entry(
    {
      skillId: "set_boundaries",
      difficulty: "advanced",
      youtubeVideoId: "BSYExUUrmD4",
      title: "Users You Don't Want by Michael Seibel",
      channelTitle: "Y Combinator",
      description:
        "Some clients pull you away from the problem you chose to solve. How to recognise them, say no politely and keep your service focused.",
    },
    ycLibrary("67-user-you-don-t-want.md"),
  ),
  entry(
    {
      skillId: "communicate_like_a_pro",
      difficulty: "beginner",
      youtubeVideoId: "eIho2S0ZahI",
      title: "How to speak so that people want to listen | Julian Treasure",
      channelTitle: "TED",
      description:
        "The habits that make people stop listening and the ones that build trust, plus a few vocal exercises to try before your next client call.\n- Drop gossip, blame and exaggeration\n- Speak with honesty and warmth\n- Warm up your voice first",
    },
    github(
      "SustainableCommunityDevelopmentHub/hugo_site",
      "c4f9a5d2d7e848f6a12ec1d35e5ae87d6655e771",
      "content/videos/2017/06/how-to-speak-so-that-people-want-to-listen-julian-treasure/index.html.md",
    ),
  ),
  entry(
    {
      skillId: "communicate_like_a_pro",
      difficulty: "intermediate",
      youtubeVideoId: "4jtGsyz4jLs",
      title: "Persuasive communication and managing up | Wes Kao (Maven, altMBA, Section4)",
      channelTitle: "Lenny's Podcast",
      description:
        "Write and speak so the people you work for act on it: lead with the point, answer the most obvious objection before it is raised and keep messages short.\n- Put the point in the first line\n- Answer the obvious objection up front\n- Make the next step easy to take",
    },
    lenny("wes-kao"),
  ),
  entry(
    {
      skillId: "communicate_like_a_pro",
      difficulty: "advanced",
      youtubeVideoId: "bvF0ZM8DjuI",
      title: "Scripts for navigating difficult conversations | Alisa Cohn (executive coach)",
      channelTitle: "Lenny's Podcast",
      description:
        "An executive coach's word-for-word scripts for hard conversations: giving bad news, pushing back and keeping the relationship intact while you do.",
    },
    lenny("alisa-cohn"),
  ),
  entry(
    {
      skillId: "keep_clients_coming_back",
      difficulty: "beginner",
      youtubeVideoId: "Uki3IUkUu7Q",
      title: "You Get Rich By Not Focusing On Getting Rich",
      channelTitle: "Alex Hormozi",
      description:
        "Make the work so good that clients stay and send friends. Referrals and repeat business grow from quality, not from chasing the next sale.",
    },
    hormoziChannel,
  ),
  entry(
    {
      skillId: "keep_clients_coming_back",
      difficulty: "intermediate",
      youtubeVideoId: "sPkMHh8zTMI",
      title: "7 Ways to Get People to Buy More Times",
      channelTitle: "Alex Hormozi",
      description:
        "Practical ways to keep clients longer: exit conversations, regular personal check-ins, events and handwritten notes that invite referrals.\n- Check in every few weeks\n- Ask why anyone leaves\n- Make referring you easy",
    },
    hormoziTranscript("7-Ways-to-Get-People-to-Buy-More-Times.md"),
  ),
  entry(
    {
      skillId: "keep_clients_coming_back",
      difficulty: "advanced",
      youtubeVideoId: "_mKeVGSqQac",
      title: "B2B Startup Metrics | Startup School",
      channelTitle: "Y Combinator",
      description:
        "The numbers behind keeping business clients: revenue, retention and margin. Helps you see whether retainers and repeat work are growing or leaking.",
    },
    ycStartupSchool,
  ),
];
