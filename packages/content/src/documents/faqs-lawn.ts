import { faq } from './faq.ts'

// Questions shown on the lawn service pages. Figures that are business rules (prices, sizes) are
// placeholders, so the answer follows the plan and pricing documents.

export const lawnFaqs = [
  faq(
    'lawn',
    'treatments-per-year',
    'How many treatments are in a lawn program?',
    'Six to eight a year. We space them by the season rather than a fixed calendar: closer together from spring through early fall, when weeds and insects are active, and further apart in winter, when St. Augustine grass is semi-dormant.\n\nThe five seasonal boosters are extra visits on top of those. They are included in Lawn + Shrub and the Complete Package, and cost {boosterPrice} each with the other plans.',
  ),
  faq(
    'lawn',
    'contract',
    'Do I have to sign a contract?',
    'No. Every program is month-to-month. You can pause or cancel with notice, and service calls between scheduled visits are always free. Pay for the year up front if you like and save {prepayDiscount}.',
  ),
  faq(
    'lawn',
    'kids-and-pets',
    'When can my kids and pets use the lawn again?',
    'Children and pets can use treated areas again after {reentryHours} hours, per the product label, once liquid applications have dried. For granular products, wait until they have been watered in. Your technician tells you when the yard is ready and leaves a note on the door with what was applied.',
  ),
  faq(
    'lawn',
    'lawn-size',
    'What if my lawn is bigger than {includedSqft} sq ft?',
    'Plan prices cover up to {includedSqft} sq ft of turf. Each extra 1,000 sq ft adds {extraPer1000} a month. We measure only the grass during your free estimate, so the house, driveway and planting beds are not counted.',
  ),
  faq(
    'lawn',
    'mowing-and-watering',
    'Do you mow or water? What should I do between visits?',
    'We treat the lawn; mowing and watering stay with you or your mowing service, and we coach both. Mow St. Augustine at 3.5 to 4 inches and never remove more than a third of the blade at once. Water only when blades start to fold or the lawn looks gray-blue, about 3/4 inch at a time, and follow the St. Johns River Water Management District days: up to two a week during daylight saving time and one a week in winter.',
  ),
  faq(
    'lawn',
    'brown-patches',
    'Why does my St. Augustine have brown or yellow patches?',
    'In summer, a yellowing patch in full sun beside the driveway or sidewalk is often chinch bugs, which suck the sap from St. Augustine and spread fast in hot, dry weather. From fall through spring, rings of brown, thinning grass usually mean large patch, a fungus that thrives when nights are cool and the lawn stays wet.\n\nBoth are checked on every visit and treated as part of your program. If a patch shows up between visits, call us; the service call is free.',
  ),
]

export const fireAntFaqs = [
  faq(
    'ants',
    'fire-ants-included',
    'Is fire ant control really included in the lawn program?',
    'Yes. Every lawn program, starting with the Lawn Program at {price:lawn-program}/month, includes yard-wide fire ant control at no extra charge. If new mounds appear between visits, we come back and treat them for free.',
  ),
  faq(
    'ants',
    'fire-ants-how-fast',
    'How quickly will the mounds go away?',
    'Mounds we treat directly near doors, patios and play areas usually go quiet within a few days. The yard-wide bait works more slowly by design: workers have to carry it home and feed it to the queen, so colonies decline over several weeks. That patience is what stops the same colony from popping up again ten feet away.',
  ),
  faq(
    'ants',
    'fire-ants-after-rain',
    'Why do new mounds appear after every rain?',
    "Rain floods the tunnels, so the colony pushes its mound higher to keep the brood dry; a colony that was out of sight suddenly shows. Warm, humid days after a rain are also when winged queens leave on mating flights and start new colonies, often from a neighbor's lot or the road shoulder. Treating the whole yard, not just the mounds you can see, catches both.",
  ),
  faq(
    'ants',
    'fire-ants-disturb-mound',
    'Should I rake or kick a mound before you come?',
    "Please don't. A disturbed colony moves and often splits into several mounds a few feet away, and it makes the ants stop taking bait for a while. Leave the mound alone, keep children and pets away from it, and let us treat it.",
  ),
  faq(
    'ants',
    'fire-ant-stings',
    'What should I do if someone is stung?',
    'Move away from the mound and brush the ants off; they hold on with their jaws and keep stinging. Wash the area with soap and water and use a cold compress. The small white blisters that form the next day should not be popped, since they can become infected. Call 911 for swelling of the face or throat, trouble breathing or dizziness: some people are seriously allergic to fire ant venom.',
  ),
]
