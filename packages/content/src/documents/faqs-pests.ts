import { faq } from './faq.ts'

// Questions for the roach, wasp and mosquito pages.

export const roachFaqs = [
  faq(
    'roaches',
    'how-long',
    'How long does it take to get rid of roaches?',
    'In our experience most homes see results in the first days, as roaches feed on the bait and contact the treatment, a big drop in 1-2 weeks, and no more German roaches within about 30 days. Nobody can promise a date: an infestation that has spread through several rooms may need a follow-up visit or two (those are free), and a palmetto bug can still wander in from the yard now and then, which is why we treat the outside too.',
  ),
  faq(
    'roaches',
    'palmetto-bugs',
    "What's the difference between a palmetto bug and a cockroach?",
    "'Palmetto bug' is the Florida name for our big outdoor roaches, mostly American, smoky brown and Florida woods roaches. They are cockroaches, but they breed outside in mulch, palms and leaf litter and come in by accident, so the fix is an exterior barrier and sealed gaps. The small German roach is different: it breeds indoors and needs an interior baiting program.",
  ),
  faq(
    'roaches',
    'clean-house',
    'My house is clean. Why do I have roaches?',
    "Roaches aren't a sign of a dirty home. Palmetto bugs come in for shelter and moisture, especially after heavy rain, during dry spells and on the first cold nights. German roaches hitchhike in grocery bags, moving boxes and used appliances. Good housekeeping helps the baits work faster, but it is rarely the cause.",
  ),
  faq(
    'roaches',
    'stop-spraying',
    'Should I keep using roach spray or foggers while you treat?',
    'Please stop. Sprays and foggers contaminate the baits we place so roaches avoid them, and they drive German roaches deeper into walls and into rooms that were clean. Put the cans away and let the baits and growth regulator do the work.',
  ),
  faq(
    'roaches',
    'kids-pets',
    'What about kids and pets during roach treatment?',
    'Gel baits go in tiny placements inside cabinet hinges, behind appliances and in wall gaps where children and pets cannot reach them. Outside, children and pets can use treated areas again after {reentryHours} hours, per the product label, once the perimeter has dried.',
  ),
  faq(
    'roaches',
    'daytime-roaches',
    'I see roaches during the day. Is that bad?',
    'Usually, yes. German roaches hide by day and feed at night, so roaches out in daylight mean the hiding places are full. Call us soon: a population that size grows quickly, and the sooner baiting starts, the sooner it collapses. Service calls are same-day or next-day.',
  ),
]

export const waspFaqs = [
  faq(
    'wasps',
    'diy',
    'Can I knock down a wasp nest myself?',
    'A single paper wasp nest smaller than a golf ball, early in spring and within easy reach, can be handled with a wasp spray at dusk, when the wasps are home and slow. Anything bigger, every yellowjacket nest, any nest above ladder height or inside a wall, and any nest when someone in the home is allergic to stings is a job for us.',
  ),
  faq(
    'wasps',
    'plug-the-hole',
    'Should I plug the hole where yellowjackets go into my wall?',
    'No. A blocked colony chews its way out, and often the shortest way out is through drywall into your house. Leave the entrance open and keep people away from it. We treat through the entrance so returning workers carry the dust deep into the nest.',
  ),
  faq(
    'wasps',
    'season',
    'When are wasps most active in North Florida?',
    'Queens start new nests in early spring, and colonies grow all summer. Nests are largest and wasps most defensive from late summer into fall, which is when most stings happen during yard work. In mild winters some yellowjacket colonies here survive and keep growing, so a nest found in winter is not always empty.',
  ),
  faq(
    'wasps',
    'mud-daubers',
    'Are mud daubers dangerous?',
    'Rarely. Mud daubers live alone, seldom sting and hunt spiders to stock their mud tubes, so they are more nuisance than threat. If they are building on your lanai ceiling, siding or in the garage, we scrape off the tubes and treat the surfaces they favor.',
  ),
  faq(
    'wasps',
    'velvet-ants',
    "What's the fuzzy red 'ant' running across my yard?",
    'That is a red velvet ant, often called a cow killer. It is actually a wingless female wasp, common in sandy North Florida yards in summer, and its sting is one of the most painful of any insect. It lives alone, so there is no nest to treat: wear shoes on the lawn and let it pass.',
  ),
  faq(
    'wasps',
    'stings',
    'What should I do if someone is stung?',
    'Walk away from the nest first; yellowjackets follow and sting again. Wash the sting, apply a cold pack and watch for swelling that spreads beyond the area. Call 911 right away for swelling of the face or throat, trouble breathing, hives all over or dizziness, and use prescribed emergency medication if the person has it.',
  ),
]

export const mosquitoFaqs = [
  faq(
    'mosquitos',
    'how-often',
    'How often do you treat for mosquitoes?',
    "Every {mosquitoWeeks} weeks from March through November, North Florida's mosquito season. In summer heat a mosquito can go from egg to biting adult in about a week, so we keep the intervals short enough that each new generation meets a fresh barrier.",
  ),
  faq(
    'mosquitos',
    'coast',
    'Do homes near the beach really have more mosquitoes?',
    'Yes. On our routes, coastal yards carry about 40% more mosquitoes than inland ones, in our experience. Salt-marsh mosquitoes hatch in huge numbers after high tides and heavy rain and fly miles on the evening breeze, so homes from Fernandina Beach to Ponte Vedra Beach and along the Intracoastal feel it most. We focus on the sheltered, landward side of the property, where they rest out of the wind.',
  ),
  faq(
    'mosquitos',
    'kids-pets',
    'When can my kids and dog go back outside?',
    'Once the barrier has dried, {reentryHours} hours after we finish. Bring in toys and pet bowls before the visit, and tell us about fish ponds or vegetable beds so we keep treatments away from them.',
  ),
  faq(
    'mosquitos',
    'pollinators',
    'Will the treatment hurt bees and butterflies?',
    'We protect them deliberately. Mosquitoes rest in shade, on the undersides of leaves, so that is where we treat; we avoid open blooms and flowering plants that bees and butterflies visit, and we do not treat in wind that would carry the mist.',
  ),
  faq(
    'mosquitos',
    'between-treatments',
    'What can I do between treatments?',
    'Tip out standing water once a week: plant saucers, toys, tarps, wheelbarrows, kayaks and birdbaths. Clean gutters, flush bromeliad cups with the hose and fix dripping spigots. Asian tiger mosquitoes, the striped daytime biters, can breed in a bottle cap of water, so the small things matter.',
  ),
  faq(
    'mosquitos',
    'in-a-plan',
    'Is mosquito control part of any of your plans?',
    'Yes. The Complete Package, {price:complete}/month, includes mosquito control from March to November together with lawn care, perimeter pest control, fire ant control and all five seasonal boosters. Mosquito control can also be booked on its own; ask for a free estimate.',
  ),
]
