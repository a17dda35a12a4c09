import type { Seed, Schema } from '../seed-types.ts'

type Answer = Seed<Schema.QuizAnswer>

/** One answer and its points for Lawn Programs, Pest Control, Ant Control and Tree & Shrub Care (0-3 each). */
const answer = (
  text: string,
  [lawnPrograms, pestControl, antControl, treeShrub]: [number, number, number, number],
  setsPetKidFlag = false,
): Answer => ({
  _type: 'quizAnswer',
  text,
  points: { lawnPrograms, pestControl, antControl, treeShrub },
  setsPetKidFlag,
})

const question = (id: string, text: string, answers: Answer[]): Seed<Schema.QuizQuestion> => ({ _type: 'quizQuestion', id, text, answers })

// Points are listed as [lawn, pest, ant, tree]. Question 3's first answer, "Yes, often", marks the
// request as one where pets or children use the yard.
export const quiz: Seed<Schema.Quiz> = {
  _id: 'quiz',
  _type: 'quiz',
  introHeading: 'Which Services Does Your Yard Need?',
  introText:
    "Answer five quick questions about your lawn, your landscape and the pests you've seen. We'll recommend the services that fit, and you can ask for a free estimate right from your results.",
  startLabel: 'Start Quiz',
  progressLabel: 'Question {number} of {total}',
  answerHint: 'Select all that apply.',
  nextLabel: 'Next Question',
  finishLabel: 'Get Results',
  questions: [
    question('lawn-condition', 'How does your lawn look right now?', [
      answer('Thin, patchy or yellowing in spots', [3, 0, 0, 0]),
      answer('Brown patches that keep spreading in the heat', [3, 1, 0, 0]),
      answer('Weeds like dollarweed, crabgrass or sandspurs', [3, 0, 0, 0]),
      answer("Green and thick, and I'd like to keep it that way", [2, 0, 0, 0]),
    ]),
    question('pests-seen', 'Which pests have you noticed in the last few months?', [
      answer('Fire ant mounds in the yard', [0, 0, 3, 0]),
      answer('Ants, roaches or spiders inside the house', [0, 3, 1, 0]),
      answer('Mosquitoes whenever we sit outside', [0, 3, 0, 0]),
      answer('Wasps or other stinging insects around the eaves', [0, 2, 0, 0]),
      answer("None that I've noticed", [1, 0, 0, 0]),
    ]),
    question('pets-kids', 'Do pets or children play in your yard?', [
      answer('Yes, often', [0, 1, 2, 0], true),
      answer('Sometimes', [0, 0, 1, 0]),
      answer('Rarely or never', [0, 0, 0, 0]),
    ]),
    question('landscape', 'What grows on your property besides grass?', [
      answer('Shrubs and hedges such as ligustrum, azaleas or viburnum', [0, 0, 0, 3]),
      answer('Palms or ornamental trees like crape myrtles', [0, 0, 0, 3]),
      answer('Flower beds along the house or walkways', [0, 1, 0, 2]),
      answer('Not much: it is mostly lawn', [1, 0, 0, 0]),
    ]),
    question('priority', 'What matters most to you this year?', [
      answer('A thick, green lawn that stands up to the summer', [3, 0, 0, 0]),
      answer('Keeping bugs out of the house', [0, 3, 0, 0]),
      answer('A yard the kids can play in without fire ant stings', [0, 1, 3, 0]),
      answer('Healthy shrubs, palms and trees', [0, 0, 0, 3]),
      answer('One plan that takes care of everything', [2, 2, 2, 2]),
    ]),
  ],
  resultsHeading: 'Your Recommended Services',
  resultsText: 'Based on your answers, these services fit your yard best. Each one links to its details and prices.',
  petKidNote:
    'You told us pets or children use your yard. We will note it on your request, and your technician will tell you when each treated area is ready for them again, usually {reentryHours} hours after treatment.',
  categories: [
    {
      _type: 'quizCategory',
      key: 'lawnPrograms',
      name: 'Lawn Programs',
      why: 'Seasonal feeding, weed control and insect control timed for St. Augustine lawns in North Florida, with free service calls between visits. From {price:lawn-program} a month.',
      href: '/services/lawn-programs',
    },
    {
      _type: 'quizCategory',
      key: 'pestControl',
      name: 'Pest Control',
      why: 'Treatments inside and around your home for ants, roaches, spiders and wasps, with yard mosquito treatments every {mosquitoWeeks} weeks from March to November.',
      href: '/pest-control',
    },
    {
      _type: 'quizCategory',
      key: 'antControl',
      name: 'Ant Control',
      why: 'Yard-wide fire ant treatment that reaches the queens, not just the mounds you see, so play areas have far fewer mounds. Included in every lawn program.',
      href: '/services/ant-control',
    },
    {
      _type: 'quizCategory',
      key: 'treeShrub',
      name: 'Tree & Shrub Care',
      why: 'Feeding plus insect and disease care for shrubs, palms and ornamental trees. Add it to your lawn program with Lawn + Shrub at {price:lawn-shrub} a month.',
      href: '/services/tree-shrub',
    },
  ],
  formHeading: 'Get a Free Estimate for Your Results',
  formButtonLabel: 'Get My Free Estimate',
  retakeLabel: 'Take Quiz Again',
}
