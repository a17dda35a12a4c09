// Distances between points on the map, for the service radius around the office.

export type Point = { latitude: number; longitude: number }

/** The Earth's mean radius in metres (IUGG), which the haversine formula takes as a sphere. */
const EARTH_RADIUS_METERS = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The great-circle distance in metres (haversine). Treating the Earth as a sphere is far more precise
 * than the size of a ZIP code area, the unit the service area is decided in.
 */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}
