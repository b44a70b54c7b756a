// Imports carry `.js` because the functions' tests read this file (functions/tsconfig.json, NodeNext).
import { INCUBATOR_STEPS } from "./content.js";

/**
 * SAMPLE ANSWERS for every Incubator step (seed/incubator/content.ts): good ones, written as real
 * solopreneurs of different trades would answer, and poor ones of the kinds learners really send.
 * `functions/src/ai/local-evaluator.test.ts` checks that the offline evaluator passes every good
 * answer and fails every poor one; the API and browser tests take answers from here too.
 */

export type AnswerInput = string | string[];

export interface GoodAnswer {
  /** Who is answering: the trade the answer is written from. */
  by: string;
  input: AnswerInput;
}

export type PoorKind =
  | "vague"
  | "off-topic"
  | "too short"
  | "prompt pasted"
  | "tips pasted"
  | "one-word items"
  | "empty items"
  | "duplicates"
  | "no answers";

export interface PoorAnswer {
  kind: PoorKind;
  input: AnswerInput;
}

export interface StepAnswerFixtures {
  good: GoodAnswer[];
  poor: PoorAnswer[];
}

function stepTexts(id: string) {
  const step = INCUBATOR_STEPS.find((entry) => entry.id === id);
  if (!step) throw new Error(`No Incubator step ${id}`);
  return step;
}
/** The step's own prompt sent back, with a line of the learner's. */
const promptPasted = (id: string, addition: string): PoorAnswer => ({
  kind: "prompt pasted",
  input: `${stepTexts(id).prompt} ${addition}`,
});
/** The step's own tips sent back: one per item for list steps, as a paragraph otherwise. */
const tipsPasted = (id: string): PoorAnswer => {
  const step = stepTexts(id);
  return { kind: "tips pasted", input: step.inputType === "multi" ? step.helperTips : step.helperTips.join(" ") };
};

export const ANSWER_FIXTURES: Record<string, StepAnswerFixtures> = {
  "1": {
    good: [
      {
        by: "bookkeeper",
        input: [
          "Monthly bookkeeping in Xero - I kept the books for my uncle's two bakeries for three years, paid 300 a month.",
          "VAT returns - I have filed quarterly returns for a local plumber since 2023; he asked me after his accountant retired.",
          "Payroll for small teams - I ran payroll for 12 staff at the garden centre where I worked.",
          "Cleaning up messy records - a friend's Etsy shop had 18 months of receipts in a shoebox; I sorted them in two weekends and she paid me 450.",
          "Explaining numbers simply - colleagues always asked me to walk them through the monthly reports.",
        ],
      },
      {
        by: "web developer",
        input: [
          "Shopify theme fixes - fixed checkout bugs for four stores last year, each paid between 200 and 800.",
          "WordPress speed tuning - cut load time from 6s to 1.5s for a dentist's site; the client referred two friends.",
          "API integrations - connected a gym's booking system to Mailchimp for my former employer.",
          "Teaching juniors - mentored three interns at my last job; two now work as developers.",
          "Writing clear docs - my team asked me to write the onboarding guide used by 40 engineers.",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: ["I'm good with people", "I'm creative and organised", "Hard working and reliable", "I learn fast"],
      },
      { kind: "one-word items", input: ["design", "marketing", "social media", "communication", "Excel"] },
      { kind: "duplicates", input: ["Excel", "Excel", "", "Excel"] },
    ],
  },
  "2": {
    good: [
      {
        by: "yoga teacher",
        input:
          "Owners of small yoga studios with two to five part-time teachers lose hours every week to the cover rota. When a teacher is ill, the owner spends 4 to 6 hours texting people one by one on WhatsApp, and when a class is cancelled at short notice they refund around 15 students, and some of them never come back. Today most of them cope with a shared Google spreadsheet and a group chat, which breaks the moment someone forgets to update it. I have seen this from the inside: I taught at three studios in Bristol and every owner told me the rota was the part of the job they hated most.",
      },
      {
        by: "freelance designer",
        input:
          "Owners of new independent cafes, in their first year, who opened with a logo a friend made and nothing else. Their menus, signs, Instagram and loyalty cards all look different, so the place looks cheaper than it is. One owner I worked with reprinted her menus three times in six months, about 900 pounds wasted, and she was sure she was losing walk-in customers to the chain next door. Right now they try to fix it themselves in Canva late at night or ask a cousin who is 'good at design'. I know this because four of my last six clients were cafes, and each of them asked me to fix things after opening, not before.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "Small businesses have a lot of problems with marketing and they need help. Many of them don't know what to do and they struggle to grow. I can help them with my skills because I am good at what I do and I care about my clients. It's important to solve problems for people.",
      },
      {
        kind: "off-topic",
        input:
          "I love travelling and my favourite place is Lisbon. Last summer I spent two weeks there eating pastries and walking by the river. I want to go back next year with my sister, and maybe learn some Portuguese before then.",
      },
      { kind: "too short", input: "Busy parents, no time to cook." },
    ],
  },
  "3": {
    good: [
      {
        by: "virtual assistant",
        input: [
          "Tell me about the last time your inbox got out of hand. What happened?",
          "How do you currently decide which emails to answer first?",
          "What have you tried so far to get admin off your plate, and how did it go?",
          "Roughly how many hours did you spend on scheduling last week?",
          "Think back to a client you lost: what part did slow replies play?",
          "Who: five coaches from the Women in Coaching Facebook group and two former clients, all calls booked by Friday 14 March.",
        ],
      },
      {
        by: "food photographer",
        input: [
          "Walk me through how you got the photos that are on your menu and website today.",
          "What did you spend on photography in the last year, and what did you get for it?",
          "When did you last change the dishes on your menu, and how did you show the new ones?",
          "What happened the last time you posted a dish photo on Instagram?",
          "Who: Marco at Trattoria Nonna, the two owners of Green Bowl and three chefs I met at the Leeds food festival, all five by the end of April.",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "Would you buy my photography package?",
          "Do you like good photos?",
          "Would you pay 500 for it?",
          "Is marketing important to you?",
        ],
      },
      { kind: "too short", input: ["What do you want?"] },
      tipsPasted("3"),
    ],
  },
  "4": {
    good: [
      {
        by: "bookkeeper",
        input:
          "I spoke to six people: four owners of trade businesses (two plumbers, an electrician and a roofer) and two office managers. The line that stuck was from Dave, a plumber: \"I do the VAT at the kitchen table at 11pm and I'm never sure it's right.\" Three of the four owners said almost the same thing about the quarterly VAT deadline, and none of them mentioned day-to-day bookkeeping as a problem, which surprised me. The office managers cared more about chasing unpaid invoices. So I decided to narrow my offer to a quarterly VAT and books check-up for trade businesses, and I'll test it with Dave and one other owner next month.",
      },
      {
        by: "web developer",
        input:
          'I had five video calls with practice managers of dental clinics, found through a LinkedIn group and two ex-colleagues. One of them put it like this: "Our booking page breaks every time a plugin updates and we find out from angry patients." Four of the five had the same story: the website was built years ago by an agency that no longer answers. What surprised me is that nobody cared about a redesign; they want someone reliable to keep it running. My decision: I will drop the redesign idea and focus on a monthly care plan for clinic websites, starting with the two managers who asked me for a quote.',
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I talked to some people and they were quite interested in my idea. Most of them said it sounds good and that they might use something like it in the future. It was a useful experience and I learned a lot about my market. I think I am on the right track and will keep going with my plan as it is.",
      },
      promptPasted("4", "I haven't done the conversations yet."),
      { kind: "too short", input: "Spoke to 2 people. They liked it." },
    ],
  },
  "5": {
    good: [
      {
        by: "yoga teacher",
        input:
          "My ideal client is Sarah, 42, a marketing director at a company of about 200 people, with two kids and a long commute. She used to run and do yoga but stopped when she was promoted three years ago. She wants to feel strong again and sleep better, but she is tired of apps that promise a lot and classes she can never reach on time. In her words: 'I only have 30 minutes, and they're at 6am.' She scrolls LinkedIn during the week, listens to business podcasts on the train, and is in the parents' WhatsApp group at her kids' school.",
      },
      {
        by: "copywriter",
        input:
          "My ideal client is the founder of a B2B software start-up with 5 to 15 employees that has just raised a seed round. The founders run product and sales themselves, and their website was written by an engineer over a weekend. They want demo requests to go up before the next round, and they are frustrated that visitors call the product 'interesting' but never book a call. They worry about sounding like every other startup. You find them on LinkedIn, in founder communities like Indie Hackers and at the local startup meetup, and they read product newsletters every week.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "My ideal client is anyone who needs my services and is willing to pay. They want a good result and they don't want problems. They are nice people who respect my work and pay on time. I would like to work with businesses of all sizes in any industry.",
      },
      {
        kind: "off-topic",
        input:
          "Our company was founded in 2015 and provides excellent services to our customers. We have a professional team and modern equipment, and we always deliver on time. Contact us today for a free quote and let us take care of the rest.",
      },
      { kind: "too short", input: "Women 30-50 who like yoga." },
    ],
  },
  "6": {
    good: [
      {
        by: "bookkeeper",
        input:
          "I help tradespeople with one to five employees get their books and VAT return done every quarter without a single late-night session, through a fixed-price quarterly check-in delivered within ten days of each quarter's end. That matters because a late VAT return means fines and a week of stress in their busiest season.",
      },
      {
        by: "translator",
        input:
          "I help German medical device companies launch in the UK and US with English product documentation that passes review the first time. I deliver it as a translation and regulatory editing package in three weeks per manual. For them, a rejected submission means months of delay and lost sales, so getting it right first time is worth far more than the translation itself.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I provide high quality services to support clients in achieving their goals and growing their business with passion and dedication. Quality and customer satisfaction are my top priorities.",
      },
      { kind: "tips pasted", input: "I help [who] get [result] through [how] in [time]." },
      { kind: "too short", input: "Logos for cafes, fast." },
    ],
  },
  "7": {
    good: [
      {
        by: "freelance designer",
        input: [
          "Cafe Brand Kit: a logo in 3 versions (main, round badge, one colour)",
          "A menu template and 2 sign templates you can edit in Canva",
          "Colour palette and font guide on one page",
          "2 rounds of changes included, then 60 euros per extra round",
          "Timeline: 3 weeks from kick-off; you send photos of the venue and your current menu in week 1",
          "Not included: printing, photography and website work (available as add-ons)",
        ],
      },
      {
        by: "web developer",
        input: [
          "Clinic Care Plan, billed monthly",
          "Plugin and security updates every week, with a backup before each one",
          "Up to 2 hours of small changes per month (text, images, opening hours)",
          "Uptime monitoring and a fix within one working day if the site goes down",
          "You provide: admin access and one contact person who can approve changes",
          "Not included: redesigns, new pages or new features; I quote those separately",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "I will design everything you need for your brand",
          "As many changes as you want until you are happy",
          "Fast delivery and great communication",
          "Friendly and professional service",
        ],
      },
      { kind: "empty items", input: ["", "  ", "-", "..."] },
      { kind: "one-word items", input: ["Logo", "Branding", "Social media", "Whatever"] },
    ],
  },
  "8": {
    good: [
      {
        by: "food photographer",
        input:
          "Most restaurants I talk to would either use phone photos taken by staff or hire a general events photographer for a day. Phone photos are free but look flat, and event photographers do not know how to style food, so the dishes look cold. Unlike them, I only shoot food and I worked as a line cook for four years, so I know how to keep a plate looking fresh under lights. After I reshot the menu for Green Bowl, their delivery orders went up 22% in two months, and the owner said the photos 'finally look like the food tastes'.",
      },
      {
        by: "bookkeeper",
        input:
          "Without me, a tradesperson either does the books themselves at night, pays a high-street accountant who sees them once a year, or uses an app like QuickBooks and hopes the categories are right. The accountant is expensive and too late to fix anything, and the app does not tell you when something looks wrong. What makes me different is that I focus on trades only and check the numbers every quarter, so problems are caught while they are small. Last year I found 3,400 pounds of missed expense claims for one electrician, and he told his whole WhatsApp group about it.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I am passionate, reliable and I always go the extra mile for my clients. I have a lot of experience and I really care about quality. My clients are always happy with my work and I believe I am the best choice for anyone who wants a professional result.",
      },
      {
        kind: "off-topic",
        input: "My favourite colour is green and I like dogs. Sometimes I go hiking with my friends on weekends.",
      },
      promptPasted("8", "Good question."),
    ],
  },
  "9": {
    good: [
      {
        by: "web developer",
        input:
          "Platform: LinkedIn, because practice managers and clinic owners look people up there before a call. Headline: I keep dental clinic websites fast, secure and booking-ready, so your front desk stops fielding 'the website is broken' calls. About: Your website is where most new patients decide whether to book. When the booking form fails after a plugin update, you usually find out from an annoyed patient. I look after 9 clinic websites with a monthly care plan: updates, backups, monitoring and small changes within one working day. Want a free 15-minute check of your site? Message me here or book a call through the link in my profile.",
      },
      {
        by: "yoga teacher",
        input:
          "Instagram is where busy parents in my town look for classes, so that is my one platform. Headline: Yoga for tired parents - 30-minute morning classes that fit before the school run. About: If you used to love yoga but can't find an hour for yourself any more, you're not lazy, you're busy. I've taught for eight years and 40 parents now practise with me twice a week, online or in the church hall on Elm Street. One of them said: 'It's the only half hour of the day that's mine.' Send me a DM with the word MORNING and I'll send you a free first class.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "Headline: Freelance web developer. About: I am a web developer with experience in HTML, CSS, JavaScript and PHP. I am hard working and passionate about technology. I have worked on many projects and I am always learning new things. Open to opportunities.",
      },
      { kind: "too short", input: "Designer. DM me." },
      tipsPasted("9"),
    ],
  },
  "10": {
    good: [
      {
        by: "bookkeeper",
        input:
          "In 2019 I was doing the books for my uncle's bakery when his accountant called: he owed 6,000 pounds in VAT he didn't know about. I remember him at the kitchen table at midnight, going through a shoebox of receipts, scared he would lose the shop. I felt I had failed him, because I had only been entering numbers, not looking at them. We sorted it out with a payment plan, and I promised myself I would never just 'keep the books' again. That's why today I check every client's numbers each quarter and tell them in plain words what they mean, so nobody I work with gets a call like that.",
      },
      {
        by: "freelance designer",
        input:
          "When I started freelancing in 2021, I said yes to everything: logos, flyers, websites, even a wedding invitation. After a year I was working 60-hour weeks and still broke, and one night I made a mistake on a client's print order that cost me 400 euros. That was the moment I realised I was good at one thing and mediocre at the rest. The projects I loved were for cafes, because I had worked as a barista for five years and knew what owners worried about. Now I only design for new cafes, and every client gets someone who understands their counter, not just their logo.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I have always been passionate about design since I was a child. I love helping people and creating beautiful things. Design is my life and I want to share my passion with the world. I believe that good design can change everything and I am excited to work with you on your next project.",
      },
      { kind: "too short", input: "I started because I needed money." },
      {
        kind: "off-topic",
        input:
          "Our services include logo design, web design and social media management. We offer competitive prices and fast turnaround on every order. Contact us today for a free quote!",
      },
    ],
  },
  "11": {
    good: [
      {
        by: "bookkeeper",
        input: [
          "Rhythm: two posts a week on LinkedIn, every Tuesday and Thursday at 8am",
          "Tuesday, week 1: carousel - 5 expenses tradespeople forget to claim (answers 'am I paying too much tax?')",
          "Thursday, week 1: short text post - the VAT deadline checklist clients keep asking me for",
          "Tuesday, week 2: before/after of a real (anonymous) messy spreadsheet I cleaned up",
          "Thursday, week 2: video - why your bank balance is not your profit, a question I get every month",
          "Week 3: poll - what do you hate most about doing your books? Then a post answering the top answer",
          "Week 4: client story - how a roofer stopped doing his books on Sunday nights",
        ],
      },
      {
        by: "yoga teacher",
        input: [
          "Rhythm: 3 posts per week on Instagram - a reel on Monday, a carousel on Wednesday, a story Q&A on Friday",
          "Reel: a 5-minute desk stretch for parents who sit all day (answers 'my back hurts, what can I do?')",
          "Carousel: 4 mistakes beginners make in downward dog and how to fix them",
          "Story Q&A: parents send me their questions about sleep and I answer each with one pose",
          "Reel: before and after of a student's flexibility after 8 weeks (with her permission)",
          "Carousel: why 20 minutes a day beats one long class a week - the question busy mums ask me most",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "Post about my services",
          "Share some tips and ideas",
          "Motivational quotes for followers",
          "Photos of my work",
        ],
      },
      { kind: "one-word items", input: ["tips", "quotes", "photos", "videos"] },
      { kind: "duplicates", input: ["post", "post", "post", "post"] },
    ],
  },
  "12": {
    good: [
      {
        by: "freelance designer",
        input:
          "I want to earn 48,000 euros a year before tax. My costs are about 6,000 a year (software, laptop, insurance, accountant), so I need 54,000. I can realistically bill 20 hours a week for 44 weeks, which is 880 hours, so my floor is about 61 euros an hour. The Cafe Brand Kit takes me around 30 hours, so the floor price is 1,840 euros. For a new cafe, a consistent brand helps them charge 50 cents more per coffee; at 150 coffees a day that is worth thousands in the first year. I will quote 2,400 euros as a fixed price for the package, with 50% upfront.",
      },
      {
        by: "virtual assistant",
        input:
          "My target income is 3,500 pounds a month, and my business costs (tools, phone, insurance, tax savings) add about 900, so I need 4,400. I can bill about 80 hours a month once admin and sales are counted, which gives 55 pounds an hour as my minimum. My coaches charge 150 an hour for sessions, and I free about 10 hours of their week, so the value to them is far above my fee. I'll quote a retainer of 1,100 pounds per month for 20 hours of inbox and calendar management.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I will charge a fair price that is not too expensive so that clients can afford it. I will look at what others charge and maybe go a little lower to win my first clients. Later I can raise my prices when I have more experience and more reviews.",
      },
      { kind: "too short", input: "50 an hour." },
      promptPasted("12", "Not sure yet."),
    ],
  },
  "13": {
    good: [
      {
        by: "food photographer",
        input:
          "To: Marco, owner of Trattoria Nonna. I photographed his sister's cafe last year and he told me then that his menu photos were old. Message: Hi Marco, I saw on Instagram that you've launched the new autumn menu - the pumpkin ravioli looks amazing. You mentioned last year that your menu photos felt out of date; I now shoot food for four restaurants in Leeds. Would you be open to a 15-minute chat next week to see if a half-day shoot would help? No pressure at all if the timing isn't right.",
      },
      {
        by: "copywriter",
        input:
          "This goes to Anna Lee, founder of a scheduling startup; we met at the Founders Breakfast in March and she said their website wasn't converting. Hi Anna, congrats on the seed round, I read the announcement this morning! When we spoke in March you mentioned visitors liked the demo video but rarely booked a call. I help B2B startups rewrite their homepage so more visitors book demos. Would a quick 20-minute call on Thursday or Friday be useful? If not, no worries, and good luck with the launch.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "Dear Sir or Madam, I am a professional photographer offering high quality photography services at competitive prices. Please find attached my portfolio. Contact me if you are interested in my services. Best regards.",
      },
      { kind: "too short", input: "Hey, need photos?" },
      tipsPasted("13"),
    ],
  },
  "14": {
    good: [
      {
        by: "freelance designer",
        input: [
          "'That's more than I expected.' - I'd ask what a mismatched brand is costing them now, and show that the kit costs less than a month of coffee beans; if the budget is firm, I offer the logo-only starter at 900 euros.",
          "'We'll do it ourselves in Canva.' - I understand, many owners start that way. I'll share the 3 mistakes I see in DIY menus and offer to review theirs for free.",
          "'Now is not a good time, we open in a month.' - That is exactly when it matters: reprinting after opening costs more than doing it once, and I can deliver in 3 weeks.",
        ],
      },
      {
        by: "web developer",
        input: [
          "Price: 'Our nephew does it for free.' - I'd say that's great for now, and ask what happened the last time the site broke; a care plan at 120 per month costs less than one lost patient booking a week.",
          "Trust: 'How do we know you'll still be around?' - I'll show them my 9 current clinic clients and offer a 3-month start with no long contract.",
          "Timing: 'Let us think about it.' - I'll ask what they need to decide, and send a one-page summary they can share with the practice owner by Friday.",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "People might say it's too expensive",
          "They might not have enough time",
          "They might not trust me yet",
        ],
      },
      { kind: "one-word items", input: ["price", "time", "trust"] },
      {
        kind: "no answers",
        input: ["Too expensive - I will give a discount", "No time - ok no problem", "Not sure - I will wait"],
      },
    ],
  },
  "15": {
    good: [
      {
        by: "virtual assistant",
        input:
          "To recap, you said your goal is to get back 10 hours a week so you can take on four more coaching clients by summer. Here are two options. Option 1: inbox and calendar management, 20 hours a month, 1,100 pounds per month. Option 2: the same plus client onboarding and invoicing, 30 hours a month, 1,600 pounds. To start, reply with the option you want and I'll send the contract and the first invoice; we can kick off the Monday after you sign. I have one slot left for April, and I'll hold it for you until Friday the 21st.",
      },
      {
        by: "web developer",
        input:
          "You told me the priority is a booking page that never breaks, and a site the team can update without calling anyone. I'd suggest one of two plans: the Care Plan at 120 euros a month, or Care Plus at 190 euros a month with 2 hours of changes included. Once you choose, sign the short agreement I'll send by email and pay the first month; I'll do the full health check within five working days of that. I can take on new clinics in the first week of June, and this offer is valid until the end of May.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "So, do you want to work with me or not? I think my services are really good and you won't regret it. Let me know what you think whenever you have time. I am flexible on price so we can discuss it later.",
      },
      { kind: "too short", input: "Let me know!" },
      promptPasted("15", "Thanks."),
    ],
  },
  "16": {
    good: [
      {
        by: "freelance designer",
        input: [
          "Day 0: the client says yes; I send the contract and a 50% deposit invoice the same day",
          "Day 1-2: once the deposit is paid, a welcome email with the timeline and how we communicate: email only, replies within one working day",
          "Day 2: a short questionnaire about their customers, favourite cafes and what they dislike about their current look",
          "By day 5: the client sends photos of the venue, the current menu and any logo files",
          "Day 7: a 45-minute kick-off call to go through the questionnaire and agree the mood board",
        ],
      },
      {
        by: "bookkeeper",
        input: [
          "Signed engagement letter and direct debit set up before any work starts",
          "Welcome email within 24 hours: what happens when, and that I answer messages Monday to Thursday",
          "The client gives me read-only access to their bank feed and Xero within the first week",
          "Kick-off call in week 2 to walk through last quarter's numbers together",
          "First quarterly check-in booked in their calendar before we hang up",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "I get in touch with the client to say thank you",
          "Then I start working on the project as soon as possible",
          "I keep the client informed about everything",
          "At the end I send the final work and the invoice",
        ],
      },
      { kind: "duplicates", input: ["Send contract", "Send contract", "Send contract"] },
      { kind: "one-word items", input: ["Contact", "Start working", "Send work", "Get paid"] },
    ],
  },
  "17": {
    good: [
      {
        by: "virtual assistant",
        input:
          "My working hours are Monday to Thursday, 9am to 4pm UK time, and I reply to emails within one working day; anything urgent goes by WhatsApp with the word URGENT. I don't answer messages at weekends. If a client asks for something outside the agreed 20 hours, like building a new website page, I treat it as a new request and send a short quote before starting. Extra hours are billed at 60 pounds an hour, in blocks of 2 hours. The words I'll use: \"Happy to help with that. It's outside our current plan, so I'll send you a quick quote today and start as soon as you approve it.\" It is also written in my contract.",
      },
      {
        by: "web developer",
        input:
          "I work 8:30 to 5 on weekdays and reply within 4 working hours; a site-down alert is the only thing I handle outside those hours. Requests beyond the care plan, such as a new feature or the redesign of a page, are out of scope: I write a short change request with the price and the date I can deliver. Extras cost 75 euros an hour, or a fixed price for bigger pieces. In my welcome email I say: \"If something isn't in the plan, I'll always tell you before I do it, so you never get a surprise invoice.\"",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I try to be flexible because clients are important and I want them to be happy. If they need something extra I will usually do it to keep a good relationship. I am available most of the time and I answer quickly.",
      },
      { kind: "too short", input: "9 to 5, extras cost more." },
      {
        kind: "off-topic",
        input:
          "Boundaries are very important in life. Everyone needs boundaries with family, friends and at work. It is healthy to say no sometimes and to take care of yourself.",
      },
    ],
  },
  "18": {
    good: [
      {
        by: "freelance designer",
        input:
          "Hi Marta, here's your update for the week of 10 March. Done: the three logo concepts are finished and uploaded to our shared folder, and the colour palette is drafted. Next: once you pick a logo, I'll prepare the menu template and the two signs, ready by Friday 21 March. Needed from you: please choose your favourite logo concept by Wednesday, and send the photos of the counter area so I can mock up the sign. Everything is on schedule.",
      },
      {
        by: "web developer",
        input:
          "Weekly update, Friday 6 June. This week: all plugins and WordPress updated after a full backup, and I fixed the broken link on the contact page. Uptime was 100%. Next week I'll test the booking form on mobile and speed up the team page. I need one thing from you: could you confirm the new opening hours for July by Wednesday 11 June? I'll publish them the same day.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "Hi, just a quick update. Things are going well and I am working on your project. I will let you know when it's ready. Let me know if you have any questions. Thanks!",
      },
      { kind: "too short", input: "All good, nearly done." },
      tipsPasted("18"),
    ],
  },
  "19": {
    good: [
      {
        by: "food photographer",
        input:
          "When I deliver the final photos, I book a 15-minute check-in call for 30 days later, when the new menu has been live for a while. On that call I ask two questions: what worked, and what would have made it better. If they're happy, I ask for a short testimonial and whether I can use two photos in my portfolio. Then I suggest my seasonal refresh package: four new dishes shot every quarter for 350 pounds, so the menu and Instagram never look stale.",
      },
      {
        by: "bookkeeper",
        input:
          "After the year-end accounts are done, I send a short feedback form the same week and follow up with a call two weeks later. I ask what they would change about working with me, and if the feedback is good, I ask for a Google review. Most clients come to me for a one-off clean-up, so on that call I offer the ongoing monthly bookkeeping plan at 250 pounds a month, which keeps them from ending up with another shoebox of receipts next year.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "I always try to keep in touch with my clients and be nice to them so they come back. Good service is the key to success in business. I hope they will recommend me to their friends and family.",
      },
      { kind: "too short", input: "Send a thank you card." },
      promptPasted("19", "I will do my best."),
    ],
  },
  "20": {
    good: [
      {
        by: "freelance designer",
        input: [
          "Lena at Roast & Co, the coffee roaster: she supplies 30 new cafes a year and they all need a brand; I'll send her a short intro text she can forward and a 10% thank-you for each client",
          "Signwriter Paul Gray: his customers need artwork before he can paint, so we can swap referrals",
          "My last 5 cafe clients: they know other owners; I'll ask each one for one introduction at our 30-day check-in",
          "The local business association: I'll offer a free talk on cafe branding and share the slides",
        ],
      },
      {
        by: "virtual assistant",
        input: [
          "Two business coaches I already work with, Jo and Amira: their peers need admin help too; I'll ask them for an introduction and thank them with a gift card",
          "Web designer Sam Patel, whose coaching clients always need someone to run their calendar after launch; we can refer each other",
          "The Women in Coaching Facebook group: I'll share a free email template pack so members know what I do",
          "My accountant, because her sole-trader clients complain about admin; I'll send her a one-paragraph intro she can forward",
        ],
      },
    ],
    poor: [
      {
        kind: "vague",
        input: [
          "People I know from work might refer me",
          "Maybe some friends could help me find clients",
          "Social media followers could share my posts",
        ],
      },
      { kind: "one-word items", input: ["Friends", "Family", "Social media", "Everyone"] },
      { kind: "duplicates", input: ["friends", "Friends", "friends ", "family"] },
    ],
  },
  "21": {
    good: [
      {
        by: "freelance designer",
        input:
          "By the end of June I want 6,000 euros in new revenue: two Cafe Brand Kits at 2,400 and one menu refresh. To get there I need about 10 proposals, so every week I will send 5 personal messages to new cafe owners, post twice on Instagram and have at least one sales call. Every Friday at 4pm I review a simple spreadsheet: messages sent, calls, proposals and money in. To make room, I will stop taking one-off flyer jobs for friends of friends and say no to website projects, which take me twice as long as I quote.",
      },
      {
        by: "yoga teacher",
        input:
          "In the next 90 days I want to grow from 40 to 60 paying members, which is about 1,800 pounds more a month, and launch one 6-week beginners' course. Each week I'll post 3 times on Instagram, run one free taster class on Saturday, and personally message everyone who attended. I'll track sign-ups and cancellations in a simple tracker and review it every Sunday evening. To free up time, I'll drop my Tuesday evening class at the gym, which pays little and leaves me exhausted.",
      },
    ],
    poor: [
      {
        kind: "vague",
        input:
          "In the next months I want to grow my business and get more clients. I will work hard, post on social media and network as much as possible. I want to be more organised and make more money than last year. I am sure that with motivation and discipline I will succeed.",
      },
      { kind: "too short", input: "Get 5 clients, earn more." },
      promptPasted("21", "Will think about it."),
    ],
  },
};
