/** The Content Lake API version every client of this repository asks for: site, Studio, seed and tests. */
export const API_VERSION = '2025-09-01'
