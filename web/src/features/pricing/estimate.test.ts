import { describe, expect, it } from 'vitest'
import { defaultInput, estimate, formatMoney, formatNumber, inputFromParams, type EstimatorPlan, type EstimatorRules } from './estimate'

// The plans' published figures, written out here so every expected value below is computed by hand from them
// and not by the code under test.
const plans: EstimatorPlan[] = [
  { key: 'lawn-program', name: 'Lawn Program', price: 55, boostersIncluded: false, includedAddOns: [] },
  { key: 'lawn-shrub', name: 'Lawn + Shrub', price: 70, boostersIncluded: true, includedAddOns: ['tree-shrub'] },
  { key: 'lawn-pest', name: 'Lawn + Pest Control', price: 80, boostersIncluded: false, includedAddOns: ['pest'] },
  { key: 'complete', name: 'Complete Package', price: 99, boostersIncluded: true, includedAddOns: ['pest', 'mosquito'] },
]

const rules: EstimatorRules = {
  includedSqft: 5000,
  extraPer1000Sqft: 10,
  prepayDiscountPercent: 10,
  boosterPrice: 39,
  boosterCount: 5,
  addOns: [
    { key: 'tree-shrub', name: 'Tree & shrub care', monthlyPrice: 15 },
    { key: 'pest', name: 'Home pest control', monthlyPrice: 25 },
  ],
}

const run = (plan: string, sqft: number, addOns: string[] = [], boosters = false) =>
  estimate({ plan, sqft, addOns, boosters }, plans, rules)

describe('estimate', () => {
  it('plan price: the Lawn Program on a 5,000 sq ft lawn is $55 a month, $660 a year', () => {
    const result = run('lawn-program', 5000)
    expect(result.monthly).toBe(55)
    expect(result.yearly).toBe(660)
  })

  it('lawn size: each started 1,000 sq ft over 5,000 adds $10 a month', () => {
    expect(run('lawn-program', 5001).monthly).toBe(65)
    expect(run('lawn-program', 6000).monthly).toBe(65)
    expect(run('lawn-program', 6001).monthly).toBe(75)
    // 12,500 sq ft: 7,500 over, 8 started blocks, 8 x $10 = $80; $55 + $80 = $135.
    const large = run('lawn-program', 12500)
    expect(large.extraBlocks).toBe(8)
    expect(large.sizeCharge).toBe(80)
    expect(large.monthly).toBe(135)
    expect(run('lawn-program', 3000).monthly).toBe(55)
  })

  it('add-ons: tree & shrub adds $15 and pest control $25 unless the plan includes them', () => {
    expect(run('lawn-program', 5000, ['tree-shrub']).monthly).toBe(70)
    expect(run('lawn-program', 5000, ['pest']).monthly).toBe(80)
    expect(run('lawn-program', 5000, ['tree-shrub', 'pest']).monthly).toBe(95)
    expect(run('lawn-shrub', 5000, ['tree-shrub']).monthly).toBe(70)
    expect(run('complete', 5000, ['pest']).monthly).toBe(99)
    expect(run('complete', 5000, ['tree-shrub']).monthly).toBe(114)
    const included = run('lawn-pest', 5000).addOns.find((line) => line.key === 'pest')
    expect(included).toMatchObject({ chosen: true, included: true, charge: 0 })
  })

  it('boosters: five at $39 add $195 a year unless the plan includes them', () => {
    const lawn = run('lawn-program', 5000, [], true)
    expect(lawn.monthly).toBe(55)
    expect(lawn.boostersYearly).toBe(195)
    expect(lawn.yearly).toBe(855)
    const shrub = run('lawn-shrub', 5000, [], true)
    expect(shrub.boostersIncluded).toBe(true)
    expect(shrub.boostersYearly).toBe(0)
    expect(shrub.yearly).toBe(840)
  })

  it('prepay: paying the year up front saves 10% of the whole year', () => {
    // Complete Package: $99 x 12 = $1,188; 10% = $118.80; prepaid $1,069.20.
    const complete = run('complete', 5000)
    expect(complete.yearly).toBe(1188)
    expect(complete.prepaySaving).toBe(118.8)
    expect(complete.prepayYearly).toBe(1069.2)
  })

  it('all rules together: Lawn + Pest, 8,200 sq ft, tree & shrub, boosters', () => {
    // $80 + 4 blocks x $10 + $15 = $135 a month; $1,620 + $195 = $1,815 a year; 10% = $181.50.
    const result = run('lawn-pest', 8200, ['tree-shrub'], true)
    expect(result.monthly).toBe(135)
    expect(result.yearly).toBe(1815)
    expect(result.prepaySaving).toBe(181.5)
    expect(result.prepayYearly).toBe(1633.5)
  })
})

describe('inputFromParams', () => {
  it('reads the GET form and ignores unknown values', () => {
    expect(inputFromParams({ plan: 'complete', sqft: '7,500', addon: ['pest', 'gold'], boosters: 'on' }, plans, rules)).toEqual({
      plan: 'complete',
      sqft: 7500,
      addOns: ['pest'],
      boosters: true,
    })
    expect(inputFromParams({ plan: 'platinum', sqft: 'lots' }, plans, rules)).toEqual(defaultInput(plans, rules))
  })

  it('keeps the lawn size within sensible bounds', () => {
    expect(inputFromParams({ sqft: '999999999' }, plans, rules).sqft).toBe(100_000)
    expect(inputFromParams({ sqft: '12' }, plans, rules).sqft).toBe(500)
  })
})

describe('formatMoney', () => {
  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatMoney(1188)).toBe('$1,188')
    expect(formatMoney(118.8)).toBe('$118.80')
  })

  it('writes every amount as en-US toLocaleString does', () => {
    const amounts = [0, 5, 39, 45, 1188, 12_345, 1_000_000, 0.5, 3.99, 118.8, 1_234.56, 99_999.99, -20, -12.5, 12.999]
    // Prices as cents() leaves them: whole dollars and two-decimal amounts across the estimator's range.
    for (let step = 0; step < 3000; step++)
      amounts.push(Math.round(((step * 7919) % 2_000_000) + (step % 3 === 0 ? 0 : (step * 37) % 100)) / 100)
    for (let step = 0; step < 1000; step++) amounts.push(step * 13)
    for (const amount of amounts) {
      const integer = Number.isInteger(amount)
      const once = amount.toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: integer ? 0 : 2,
        maximumFractionDigits: 2,
      })
      expect(formatMoney(amount), String(amount)).toBe(once)
    }
  })
})

describe('formatNumber', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 500, 999, 1_000, 5_000, 12_345, 100_000, 1_234_567, -4_500])
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'))
    expect(formatNumber(5_000)).toBe('5,000')
  })
})
