import { faq } from './faq.ts'

// Questions for the pest control overview and the ant and spider pages. Each page teaches
// something specific to its pest; the shared facts ({reentryHours} hours off treated areas, free service
// calls, month-to-month) are worded for the page they sit on.

export const pestControlFaqs = [
  faq(
    'pest-control',
    'how-often',
    'How often do you treat my home?',
    'Every three months. In our heat, humidity and summer rain, exterior barriers and indoor ant treatments stay effective for about 2-3 months, so quarterly visits keep protection from lapsing. If pests show up between visits, call us: service calls are free.',
  ),
  faq(
    'pest-control',
    'what-is-covered',
    'Which pests does home pest control cover?',
    'Ants, roaches, spiders, wasps, silverfish, earwigs, centipedes, millipedes, crickets and the other crawling pests that come in from a Florida yard. Fire ants in the lawn are covered by our lawn programs, and mosquito control is a separate yard treatment every {mosquitoWeeks} weeks from March to November, included in the Complete Package.',
  ),
  faq(
    'pest-control',
    'inside-or-outside',
    'Do you treat inside the house or only outside?',
    "Both. The exterior barrier around the foundation, doors, windows, eaves and lanai does most of the work by stopping pests before they get in. Inside, we treat only where there is activity, with baits and crack-and-crevice applications in kitchens, bathrooms and the garage, never a blanket spray across floors and counters. Tell your technician where you've seen pests and they will start there.",
  ),
  faq(
    'pest-control',
    'leave-the-house',
    'Do we need to leave the house during a treatment?',
    'No. You can stay home while we work. Keep children and pets away from treated areas for {reentryHours} hours, until the products have dried, and put pet bowls and toys away from baseboards before the visit.',
  ),
  faq(
    'pest-control',
    'more-bugs-after',
    'Why am I seeing more bugs right after a treatment?',
    "That is normal for the first week or two, especially after the first visit. The treatment flushes insects out of wall voids and mulch, so you see them in the open, often slow or dying. Don't sweep and re-spray on your own; let the products work. If you still see live activity after two weeks, call us for a free service visit.",
  ),
  faq(
    'pest-control',
    'contract',
    'Is there a contract?',
    'No. Pest control is month-to-month like all our programs. You keep the service because it works, and you can cancel with notice. Bundling it with a lawn program lowers the monthly price of both.',
  ),
]

export const antFaqs = [
  faq(
    'ants',
    'indoor-treatment-lasts',
    'How long does an indoor ant treatment last?',
    'About 2-3 months. Florida heat, rain and irrigation break products down faster than in cooler climates, and new colonies are always moving in from the yard, so we recommend quarterly service to keep the protection continuous.',
  ),
  faq(
    'ants',
    'why-not-spray',
    "Why shouldn't I spray the ants myself?",
    "Store sprays kill the foragers you can see and repel the rest. Ghost ants and white-footed ants answer by budding: queens walk off with workers and start new nests, so one trail in the kitchen becomes trails in three rooms. If you've already sprayed, tell your technician; we will place baits away from the residue so the ants still take them.",
  ),
  faq(
    'ants',
    'how-soon-gone',
    'How soon will I see fewer ants?',
    'For the first day or two you may see more ants at the bait, which is a good sign: they are carrying it home. In our experience trails thin within a few days, and most colonies collapse within one to two weeks. Carpenter ant colonies nesting in damp wood can take a follow-up visit, which is free.',
  ),
  faq(
    'ants',
    'baits-kids-pets',
    'Where do ant baits go if we have kids and pets?',
    'Indoor baits go into cracks, behind outlet covers, under appliances and in tamper-resistant stations, out of reach of small hands and paws. Outside, children and pets can use treated areas again after {reentryHours} hours, per the product label, once the perimeter treatment has dried.',
  ),
  faq(
    'ants',
    'carpenter-ants-or-termites',
    'Are those winged insects carpenter ants or termites?',
    'Both swarm in spring and both can show up indoors. Carpenter ants have a pinched waist, elbowed antennae and front wings longer than the back ones; termite swarmers have a straight, thick waist, straight antennae and four wings of equal length. Carpenter ants push out piles of sawdust-like debris, while termites build mud tubes. Save a few in a sealed bag and we will identify them at no charge; termites need a specialist, and we will tell you so.',
  ),
  faq(
    'ants',
    'keep-ants-out',
    'What can I do to keep ants out between visits?',
    'Wipe counters at night, keep sweets, pet food and pantry items in sealed containers, and rinse recyclables. Fix drips under sinks, since Florida ants come in for water as much as food. Outside, trim branches that touch the roof and pull mulch a few inches back from the foundation so ants have no bridge into the house.',
  ),
]

export const spiderFaqs = [
  faq(
    'spiders',
    'dangerous',
    'Are the spiders around my house dangerous?',
    "Most are not. The spiders of medical concern around North Florida homes are the widows: the southern black widow, glossy black with a red hourglass, and the brown widow, tan with an orange hourglass and spiky egg sacs. A widow bite needs medical attention. Brown recluse spiders are not established in Florida; almost every 'recluse' found here turns out to be a look-alike of little medical concern.",
  ),
  faq(
    'spiders',
    'how-fast',
    'How quickly will I see fewer webs?',
    'Webs and egg sacs come down on the first visit. Over the following one to two weeks, spiders that cross the treated areas die off and far fewer webs are rebuilt. Because the treatment also cuts the insects spiders eat, the drop lasts, and quarterly visits keep it that way.',
  ),
  faq(
    'spiders',
    'lanai',
    'Why do spiders keep coming back to my lanai?',
    'Screened lanais trap moths and gnats drawn by the lights, which makes them a buffet. Swap porch and soffit bulbs for yellow or warm-white LEDs, put lights on motion sensors, and keep the corners clear of stored cushions, boxes and pots. Fewer insects at night means fewer spiders by morning.',
  ),
  faq(
    'spiders',
    'banana-spiders',
    'Should I kill the big yellow spiders in my trees?',
    "Golden silk orb-weavers, the 'banana spiders' with huge golden webs in late summer and fall, and black-and-yellow garden spiders rarely bite, pose little risk to people and eat mosquitoes and flies. We leave them in the trees and remove their webs only where they block a walkway, door or pool gate.",
  ),
  faq(
    'spiders',
    'kids-pets',
    'What should my family and pets do around a spider treatment?',
    'We treat cracks, voids, eaves and the foundation rather than open living areas. Children and pets can use treated areas again after {reentryHours} hours, per the product label, once the product has dried. Bring in pet bowls and toys from the lanai before the visit.',
  ),
  faq(
    'spiders',
    'how-often',
    'How often do you need to treat for spiders?',
    'Quarterly. Egg sacs keep hatching through our long warm season, and new spiders wander in from the woods and neighboring yards, so in our experience a barrier renewed every three months is what keeps webs down on eaves and lanais. If webs return between visits, call us; service calls are free.',
  ),
]
