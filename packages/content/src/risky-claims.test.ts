import { beforeAll, describe, expect, it } from 'vitest'
import { findRiskyClaims, RISKY_CLAIMS } from '@site/sanity/risky-claims'
import { buildDataset, type DatasetDocument } from './build.ts'
import { textsOf } from './dataset-texts.ts'

// The list the Studio warns with, run over every text of the built dataset: a safety claim about a
// pesticide, a promise no treatment keeps, an unsourced statistic, a lone "zone 9a" or a license name
// Florida does not issue fails here, naming the document, field and words.

let documents: DatasetDocument[] = []

beforeAll(async () => {
  documents = (await buildDataset()).documents
})

describe('risky claims', () => {
  it('appear in no text of the dataset', () => {
    const found = documents
      .flatMap((doc) => textsOf(doc, doc._id))
      .flatMap(({ path, text }) => findRiskyClaims(text).map(({ claim, match }) => `${path}: "${match}" (${claim.phrase})`))
    expect(found).toEqual([])
  })

  it('are recognised in the sentences the list was written for', () => {
    const samples = [
      'Safe for pets and kids',
      'Yes, when label directions are followed, it is SAFE.',
      'Family and pet friendly products',
      'roach-free within 30 days',
      'the trails stop for good',
      'Get a Mosquito-Free Yard',
      'keep homes free of roaches and ants',
      'a non-toxic barrier',
      'Roaches eliminated within 30 days.',
      'Palmetto bugs gone for the season.',
      'Our baits wipe them out.',
      'and the palmetto bugs are gone',
      'Results guaranteed.',
      'Coastal mosquito populations run about 40% higher than inland.',
      'Our treatment cuts bites by 90 percent.',
      'Each treatment is timed to what a Zone 9a lawn needs.',
      'We are a state-licensed mosquito control provider.',
      'Every technician is certified under FDACS rules.',
      'Nests removed by licensed technicians in protective gear.',
      'Wasp and Yellowjacket Nest Removal, Done by Licensed Pros',
      'Today a team of licensed technicians covers twelve cities.',
      'Licensed removal of paper wasp nests.',
      'Licensed treatments every few weeks.',
      'No nitrogen, so it fits the summer fertilizer bans some towns keep through September.',
      'Most of Jacksonville is 9a, while the Beaches are 9b.',
      'What {town} Customers Say',
      'What Our Neighbors Say',
      'Limited-time offers',
      'Knocking down one mound moves the colony a few feet. Treating the whole yard ends it.',
      'Results in days, a big drop in 1-2 weeks.',
      'Rated {rating} out of 5 from {reviewCount} reviews.',
      'Foragers carry it to the queens, and the whole colony declines within one to two weeks.',
      'The Westside and the northern part of the county are 9a.',
      'Duval County splits at about the St. Johns River: the east side is 9b, the west and north 9a.',
      'The district began in 1948, and its main station is still on Old Beach Road on the island.',
      'It is the neck of land between Doctors Lake and the St. Johns River, joined to the mainland on the south.',
      'Of the lawn grasses people plant here, St. Augustine tolerates salt spray best.',
      'Vilano Beach yards have salt on the wind, and St. Augustine is the lawn grass that stands up to it best.',
      'St. Augustine tolerates the salt better than other common lawn grasses.',
      'Neptune Beach keeps a fertilizer ordinance of its own, so a yard on the town line may sit under two sets of rules.',
      'Its area is the island itself, so it covers the whole city, from Old Town to the south end of the island.',
    ]
    for (const sample of samples) expect(findRiskyClaims(sample), sample).not.toEqual([])
  })

  it('leave the label wording and ordinary uses of the words alone', () => {
    const fine = [
      'Children and pets can use treated areas again after 2-4 hours, per the product label.',
      'Free estimates and free service calls between visits.',
      'A contract-free plan: cancel any month.',
      'Keep the grass mowed so mounds are easy to spot.',
      'In our experience most homes stop seeing German roaches within about 30 days.',
      'On our routes, coastal yards carry about 40% more mosquitoes than inland ones, in our experience.',
      'Near St. Augustine the yards carry about 40% more mosquitoes, in our experience.',
      'Prepay for a year and save 10%.',
      'USDA zone 9a inland and 9b along the coast.',
      'Wipe counters at night and keep sweets sealed.',
      'We do not guarantee that the website will be uninterrupted.',
      'Our Florida-licensed pest control business holds a Chapter 482 license.',
      'Nests removed by our ID-carded technicians, working for a {license}.',
      'No city or county in Duval, St. Johns, Clay or Nassau has a summer fertilizer ban.',
      'Part of Duval County, around the St. Johns River and east of it, moved from zone 9a to 9b in 2023.',
      'USDA zones 9a and 9b suit most North Florida lawns.',
      'What a Visit Looks Like',
      'In our experience, treating the whole yard is what brings the mounds down for the season.',
      'Rated {rating} out of 5 from {reviewCount} reviews on {ratingSource}.',
      'In our experience most colonies decline within one to two weeks.',
      'For decades it worked from a station on Old Beach Road; in 2016 it moved its operations near I-95.',
      'Its one tie to the mainland is on the west, between Swimming Pen Creek and Black Creek.',
      'UF/IFAS names St. Augustine and zoysia as the best salt-tolerant grasses for a home lawn.',
      'A yard follows the fertilizer rules of the city its parcel lies in.',
      'The district covers the whole island; the city stops well short of the south end.',
    ]
    for (const sample of fine) expect(findRiskyClaims(sample), sample).toEqual([])
  })

  it('judge a figure by its own sentence: the source one sentence over does not cover it', () => {
    expect(findRiskyClaims('In our experience the coast is worse. Populations run 40% higher there.')).toHaveLength(1)
    expect(findRiskyClaims('Zone 9a covers Callahan. Zone 9b covers the Beaches.').map(({ match }) => match)).toEqual(['Zone 9a'])
  })

  it('give every phrase a reason an editor can act on', () => {
    for (const claim of RISKY_CLAIMS) expect(claim.reason.length, claim.phrase).toBeGreaterThan(40)
  })
})
