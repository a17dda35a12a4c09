import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'
import { pageId } from './ids.ts'

// Every review here is written for the demo site, so each is marked as a sample: the site labels it
// "Sample review" and the launch checklist lists it. A sample has no source, date or permission (no
// customer wrote it); its service says which page a real review like it would belong on. Its town is
// left to the town page that chooses it, since a reference each way would be a cycle the seed writer
// can only write in one large transaction.
const review = (id: string, name: string, location: string, text: string, service: string): Seed<Schema.Testimonial> => ({
  _id: `testimonial-${id}`,
  _type: 'testimonial',
  name,
  location,
  text,
  rating: 5,
  service: ref(pageId(service)),
  sample: true,
})

export const testimonials: Seed<Schema.Testimonial>[] = [
  review(
    'home-mandarin',
    'Denise Carter',
    'San Jose',
    'Our St. Augustine lawn had chinch bug damage the previous owners never fixed. Two seasons on the Lawn + Shrub plan and the neighbors ask what we are doing. The technician texts before every visit and explains what he treated.',
    '/services/lawn-programs',
  ),
  review(
    'home-fleming-island',
    'Marcus Webb',
    'Fleming Island',
    'We were fighting fire ant mounds every week around the kids\u2019 swing set. After the yard-wide treatment we hardly see a mound, and when one popped up by the fence they came back for it at no charge. Honest people who show up when they say they will.',
    '/services/ant-control',
  ),
  review(
    'home-atlantic-beach',
    'Priya Raman',
    'Atlantic Beach',
    'Living next to the marsh meant we could not sit outside after 6 pm from May to October. The mosquito service changed that. When a storm washed out a treatment they came back the next day at no charge.',
    '/pest-control/mosquitos',
  ),
  // Dedicated town pages carry a named-initial review.
  review(
    'jacksonville',
    'Karen W.',
    'San Marco, Jacksonville',
    'Our oaks shade half the yard and every other company just kept fertilizing. This team adjusted the program for the shade and fixed our watering schedule. Best the lawn has looked in ten years.',
    '/services/lawn-programs',
  ),
  review(
    'st-johns',
    'Tom R.',
    'Julington Creek Plantation',
    'New house, new sod, and fire ants by the second month. They treated the whole yard, not just the mounds, and checked back on the free service call. The sod has rooted in beautifully.',
    '/services/ant-control',
  ),
  review(
    'ponte-vedra-beach',
    'Elaine S.',
    'Sawgrass, Ponte Vedra Beach',
    'Salt spray used to burn the front lawn every spring. The crew switched products, raised the mowing height with our landscaper and the difference was obvious within a season.',
    '/services/lawn-programs',
  ),
  review(
    'fernandina-beach',
    'Robert Hale',
    'Old Town, Fernandina Beach',
    'They understood our historic-district yard: big live oaks, sandy soil and a tight budget. Month-to-month with no contract made it easy to try them, and we have stayed three years.',
    '/services/lawn-programs',
  ),
  review(
    'yulee',
    'Jasmine Ortiz',
    'Wildlight, Yulee',
    'Wood roaches kept coming in from the trees behind our house. After the first perimeter treatment we saw a few, then hardly any. The technician showed us the gaps under the garage door to seal.',
    '/pest-control/roaches',
  ),
  review(
    'orange-park',
    'Frank Delgado',
    'Oakleaf Plantation, Orange Park',
    'Every fall we got brown rings in the lawn. They explained it was large patch and treated before it started this year. Clean lawn all winter for the first time.',
    '/services/lawn-programs',
  ),
  review(
    'st-augustine',
    'Maria Lopez',
    'Vilano Beach, St. Augustine',
    'Palmetto bugs in an older house are a fact of life, or so we thought. Within two weeks of the first service we were seeing far fewer, and the quarterly visits keep it that way.',
    '/pest-control/roaches',
  ),
  review(
    'jacksonville-beach',
    'Chris Nolan',
    'South Beach, Jacksonville Beach',
    'Our lawn is basically sand. They set us up with slow-release feeding and a watering plan that fits the city\u2019s days, and it finally stays green through August.',
    '/services/lawn-programs',
  ),
  review(
    'atlantic-beach',
    'Linda Park',
    'Selva Marina, Atlantic Beach',
    'The mosquito treatments every few weeks made our back porch usable again. Friendly, on time, and they always close the gate behind them so the dog stays in.',
    '/pest-control/mosquitos',
  ),
  review(
    'middleburg',
    'Wayne Burris',
    'Black Creek, Middleburg',
    'Two acres and more fire ant mounds than I could count. The bait program knocked them down across the whole property. Fair price for a big yard and no pressure to sign anything.',
    '/services/ant-control',
  ),
  review(
    'green-cove-springs',
    'Angela Fisher',
    'Magnolia Point, Green Cove Springs',
    'Our camellias were covered in scale and black sooty mold. After two shrub visits the new growth came in clean, and they explained how to prune to keep air moving.',
    '/services/tree-shrub',
  ),
  review(
    'fleming-island',
    'Greg Thompson',
    'Eagle Harbor, Fleming Island',
    'They aerated after noticing thick thatch, and the lawn responded within weeks. Communication is excellent: a note after every visit with what was done.',
    '/services/aeration',
  ),
]
