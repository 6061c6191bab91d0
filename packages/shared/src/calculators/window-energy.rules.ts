/**
 * Window/door replacement (issue 14): the cost from Lintel's configurator price table and the
 * yearly energy saving by the degree-day method (ASHRAE Handbook — Fundamentals, "Energy Estimating
 * and Modeling Methods": conduction heat flow over a season Q = U × A × DD × 24 BTU, with U in
 * BTU/(h·ft²·°F), A in ft² and DD in °F-days). Only conduction through the opening is counted (solar
 * gain and air leakage are not), so the saving is a conservative estimate.
 */

/** IECC / ASHRAE 169 climate zones of the contiguous US, Alaska and Hawaii. */
export const climateZones = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ClimateZone = (typeof climateZones)[number];

/**
 * Representative annual heating and cooling degree days (base 65 °F) per climate zone. The heating
 * values sit inside each zone's ASHRAE 169-2013 / IECC Table C301.3 HDD65 bounds (zone 5: 5,400–7,200;
 * 6: 7,200–9,000; 7: 9,000–12,600; 8: > 12,600; zones 1–4 are bounded by cooling degree days) and
 * are close to NOAA 1991–2020 normals of a typical city of the zone (Miami, Houston, Atlanta,
 * Baltimore, Chicago, Minneapolis, Duluth, Fairbanks). Indicative only: the form accepts the
 * property's own degree days.
 */
export const degreeDaysByZone: Record<ClimateZone, { hdd: number; cdd: number; example: string }> = {
  1: { hdd: 200, cdd: 4500, example: 'Miami, FL' },
  2: { hdd: 1500, cdd: 3000, example: 'Houston, TX' },
  3: { hdd: 2800, cdd: 1900, example: 'Atlanta, GA' },
  4: { hdd: 4500, cdd: 1200, example: 'Baltimore, MD' },
  5: { hdd: 6300, cdd: 800, example: 'Chicago, IL' },
  6: { hdd: 7700, cdd: 600, example: 'Minneapolis, MN' },
  7: { hdd: 9800, cdd: 200, example: 'Duluth, MN' },
  8: { hdd: 13500, cdd: 50, example: 'Fairbanks, AK' },
};

/** The predominant climate zone of each US state (by population) on the IECC 2021 climate zone map. */
export const climateZoneByState: Record<string, ClimateZone> = {
  AL: 3, AK: 7, AZ: 2, AR: 3, CA: 3, CO: 5, CT: 5, DE: 4, DC: 4, FL: 2, GA: 3, HI: 1, ID: 5, IL: 5, IN: 5,
  IA: 5, KS: 4, KY: 4, LA: 2, ME: 6, MD: 4, MA: 5, MI: 5, MN: 6, MS: 3, MO: 4, MT: 6, NE: 5, NV: 3, NH: 6,
  NJ: 4, NM: 4, NY: 5, NC: 3, ND: 6, OH: 5, OK: 3, OR: 4, PA: 5, RI: 5, SC: 3, SD: 6, TN: 4, TX: 2, UT: 5,
  VT: 6, VA: 4, WA: 4, WV: 5, WI: 6, WY: 6,
};
export const usStateCodes = Object.keys(climateZoneByState).sort();

/** BTU in one therm (US natural gas billing unit). */
export const BTU_PER_THERM = 100_000;

export interface OpeningPrice {
  basePriceCents: number;
  perSquareFootCents: number;
}

export interface WindowReplacementInput {
  price: OpeningPrice;
  quantity: number;
  widthInches: number;
  heightInches: number;
  /** Old and new U-factors, BTU/(h·ft²·°F) (NFRC label values, e.g. 1.04 single glazing, 0.30 ENERGY STAR). */
  oldUFactor: number;
  newUFactor: number;
  heatingDegreeDays: number;
  coolingDegreeDays: number;
  /** Heating fuel price per therm, cents, and the heating system's efficiency, %. */
  heatingPricePerThermCents: number;
  heatingEfficiencyPercent: number;
  /** Electricity price per kWh, cents, and the cooling system's SEER (BTU per watt-hour). */
  electricityPricePerKwhCents: number;
  seer: number;
}

export interface WindowReplacementResult {
  /** One opening from the configurator table: base + per-ft² factor × area, cents. */
  unitPriceCents: number;
  totalCostCents: number;
  /** Total opening area, hundredths of ft². */
  areaHundredthsSqFt: number;
  heatingSavingBtu: number;
  coolingSavingBtu: number;
  heatingSavingCents: number;
  coolingSavingCents: number;
  annualSavingCents: number;
  /** Simple payback, tenths of a year (null when nothing is saved). */
  paybackTenthsOfYear: number | null;
}

/**
 * Cost = quantity × (base + round(per-ft² × width × height / 144)) — the size part of the
 * configurator's estimate (`estimatePrice`) without options. Saving: ΔQ = (U_old − U_new) × A × DD × 24
 * for heating (HDD) and cooling (CDD); heating dollars = ΔQ / efficiency / 100,000 BTU per therm ×
 * price; cooling dollars = ΔQ / SEER / 1,000 Wh per kWh × price.
 */
export function windowReplacement(input: WindowReplacementInput): WindowReplacementResult {
  const unitPriceCents = input.price.basePriceCents + Math.round((input.price.perSquareFootCents * input.widthInches * input.heightInches) / 144);
  const totalCostCents = unitPriceCents * input.quantity;
  const areaSqFt = (input.widthInches * input.heightInches * input.quantity) / 144;
  const deltaU = Math.max(0, input.oldUFactor - input.newUFactor);
  const heatingSavingBtu = Math.round(deltaU * areaSqFt * input.heatingDegreeDays * 24);
  const coolingSavingBtu = Math.round(deltaU * areaSqFt * input.coolingDegreeDays * 24);
  const heatingSavingCents = Math.round(((heatingSavingBtu / (input.heatingEfficiencyPercent / 100)) / BTU_PER_THERM) * input.heatingPricePerThermCents);
  const coolingSavingCents = Math.round((coolingSavingBtu / input.seer / 1000) * input.electricityPricePerKwhCents);
  const annualSavingCents = heatingSavingCents + coolingSavingCents;
  return {
    unitPriceCents,
    totalCostCents,
    areaHundredthsSqFt: Math.round(areaSqFt * 100),
    heatingSavingBtu,
    coolingSavingBtu,
    heatingSavingCents,
    coolingSavingCents,
    annualSavingCents,
    paybackTenthsOfYear: annualSavingCents > 0 ? Math.round((totalCostCents * 10) / annualSavingCents) : null,
  };
}
