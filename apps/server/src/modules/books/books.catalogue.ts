/**
 * Lintel's guides (issue 14), written by us and shipped with the code: a data file rather than a
 * seeded table, because the text changes with the screens it explains (a guide and the feature it
 * links to are reviewed in the same commit), there are a handful of books, and nothing about a book
 * belongs to an account. Ids are integers and stable (docs/design.md#ids: catalogue data).
 */
import type { Book } from '@lintel/shared';

type BookData = Omit<Book, 'chapterCount' | 'readingMinutes'>;

const books: BookData[] = [
  {
    id: 1,
    title: "A landlord's first lease",
    summary: 'From screening an applicant to the signed lease and the first rent: what to decide, what to write down, and how Lintel keeps the paperwork.',
    audience: 'landlord',
    feature: { label: 'Open Leases', path: '/leases' },
    updatedAt: '2026-11-20',
    chapters: [
      {
        id: 101,
        title: 'Before you advertise',
        body: `Decide the terms before anyone asks: the monthly rent, the deposit, the lease length, the day rent is due, whether pets are allowed, who pays which utilities, and the late fee. Writing them down first keeps you consistent, and treating every applicant the same way is both fair and what fair-housing law expects.

Check what your state and city require. Many places cap the security deposit (often one or two months' rent), set a deadline for returning it, require specific disclosures (lead-based paint for homes built before 1978 is a federal one), and limit late fees. Your local housing authority or a landlord association can point you to the rules.

- Photograph every room, with the date, before the first tenant moves in.
- Test smoke and carbon-monoxide alarms and note it.
- Keep receipts for recent repairs; they help if the deposit is ever disputed.`,
        link: { label: 'Add the property', path: '/properties' },
      },
      {
        id: 102,
        title: 'Screening applicants',
        body: `Ask every applicant for the same things: identity, income, rental history and consent to a credit check. A common guideline is a monthly income of about three times the rent, but apply whatever rule you choose to everyone.

Call the previous landlord, not only the current one: a current landlord with a problem tenant may be eager to give a good reference. Ask whether rent was paid on time, whether the home was left in good condition, and whether they would rent to the person again.

Never decide on race, colour, religion, sex, national origin, disability or familial status; these are protected by the federal Fair Housing Act, and many states add more. Write down why you accepted or declined an application.`,
        link: { label: 'Review applications', path: '/tenant-applications' },
      },
      {
        id: 103,
        title: 'What the lease should say',
        body: `A lease is the agreement you will both return to when something goes wrong, so make it specific. It should name every adult who lives there, the address and unit, the start and end dates, the rent and where and how it is paid, the deposit and the conditions for returning it.

Spell out the things that cause most disputes:

- Who repairs what, and how the tenant reports a problem.
- How much notice you give before entering (24 hours is common).
- Pets, smoking, guests staying long-term and subletting.
- What happens at the end: renewal, notice periods and move-out cleaning.

Start from a template and adjust it to your local law; Lintel's lease-form templates keep your usual clauses so each new lease starts from them.`,
        link: { label: 'Lease-form templates', path: '/lease-form-templates' },
      },
      {
        id: 104,
        title: 'Signing and moving in',
        body: `Send the lease for signature only when the terms are final: once every party has signed, the document should never change. Lintel stores the signed PDF with a fingerprint so both of you can show it is the version signed.

On move-in day, walk through the home with the tenant and record the condition of each room, with photos. Both of you sign the check-in report. Hand over keys, explain how to shut off water and where the breaker panel is, and give them your preferred way to report repairs.`,
        link: { label: 'Open Leases', path: '/leases' },
      },
      {
        id: 105,
        title: 'Rent, deposits and records',
        body: `Keep the deposit separate from your own money; some states require a separate or interest-bearing account. Record every payment on the day it arrives and give a receipt.

If rent is late, follow the lease: a reminder first, then the late fee it names, never more. Consistency matters more than strictness.

Keep income and expenses per property all year: repairs, insurance, taxes, mortgage interest. At tax time you will need them, and they tell you whether the property pays for itself. Lintel records the rent schedule from the lease and marks overdue payments for you.`,
        link: { label: 'Payments', path: '/payments' },
      },
    ],
  },
  {
    id: 2,
    title: 'Seasonal home maintenance',
    summary: 'A season-by-season checklist that prevents the expensive repairs: roof, gutters, heating and cooling, plumbing, windows and doors.',
    audience: 'everyone',
    feature: { label: 'Home inventory', path: '/inventory' },
    updatedAt: '2026-11-20',
    chapters: [
      {
        id: 201,
        title: 'Spring: recover from winter',
        body: `Walk around the outside of the house on a dry day. Look at the roof from the ground (binoculars help) for missing or lifted shingles, and at the chimney flashing.

- Clean gutters and make sure downspouts empty at least 3–4 feet from the foundation.
- Check the foundation and walls for new cracks; mark the ends with pencil and the date to see if they grow.
- Have the air conditioner serviced before the first hot week, and replace its filter.
- Check window and door screens; repair tears before insects arrive.
- Look under sinks and around the water heater for slow leaks.`,
        link: null,
      },
      {
        id: 202,
        title: 'Summer: outside work',
        body: `Summer is the season for painting, caulking and sealing, because most products need warm, dry weather to cure.

- Re-caulk gaps around window and door frames where the old caulk has cracked or pulled away.
- Wash windows and check that the weep holes at the bottom of the frames are clear.
- Trim trees and shrubs back at least a foot from the walls and roof.
- Check decks and railings for loose boards and rot; seal wood decks every few years.
- Clean the dryer vent all the way to the outside: lint build-up is a common cause of house fires.`,
        link: null,
      },
      {
        id: 203,
        title: 'Autumn: prepare for the cold',
        body: `The autumn jobs are the ones that prevent winter emergencies.

- Have the furnace or boiler serviced and change the filter; test carbon-monoxide alarms.
- Clean gutters again after the leaves fall.
- Disconnect garden hoses and shut off and drain outdoor faucets so the pipes do not freeze.
- Check weather-stripping on doors: close each door on a sheet of paper; if it slides out easily the seal is worn.
- Feel for drafts around windows on a windy day. Drafty, fogged or single-pane windows are worth pricing now, before the heating bills arrive.`,
        link: { label: 'Estimate window savings', path: '/calculators?kind=windowReplacement' },
      },
      {
        id: 204,
        title: 'Winter: watch and respond',
        body: `In winter the job is mostly watching.

- Keep the heating at least 55 °F (13 °C) when you are away so pipes do not freeze.
- Know where the main water shut-off valve is, and make sure it turns.
- After heavy snow, look for ice dams along the roof edge; they mean heat is escaping into the roof, which better attic insulation fixes.
- Condensation on the inside of windows means high indoor humidity or poor glazing; wipe it to prevent mould and run bathroom and kitchen fans.

Record what you find and what you fix, with dates and receipts, in your home inventory: it helps the next repair, an insurance claim and, one day, the sale.`,
        link: { label: 'Home inventory', path: '/inventory' },
      },
    ],
  },
  {
    id: 3,
    title: 'Choosing windows and doors',
    summary: 'How to read an energy label, which frame and glass to choose, what replacement costs and saves, and how to get comparable quotes.',
    audience: 'homeowner',
    feature: { label: 'Open the configurator', path: '/configurator' },
    updatedAt: '2026-11-20',
    chapters: [
      {
        id: 301,
        title: 'Repair or replace?',
        body: `Not every old window needs replacing. Sticking sashes, broken cords and worn weather-stripping can be repaired for a fraction of the cost. Replacement makes sense when the frame is rotten or warped, the glass between double panes is fogged (the seal has failed), the window is single-pane in a cold or hot climate, or it no longer opens and locks safely.

Doors are similar: a draft under a sound door is a new sweep and weather-strip; a door that is warped, rotted at the bottom or lets light through at the edges is a replacement.`,
        link: null,
      },
      {
        id: 302,
        title: 'Reading the energy label',
        body: `In the US, windows and doors carry an NFRC label with the ratings that matter.

- U-factor: how much heat passes through, in BTU per hour per square foot per °F. Lower is better. Single glazing is about 1.0; a good double-glazed low-e window 0.30 or less; triple glazing 0.20 or less.
- Solar heat gain coefficient (SHGC): the share of the sun's heat that comes through, from 0 to 1. Low is better in hot climates, higher can help in cold ones.
- Visible transmittance: how much daylight comes through; higher is brighter.
- Air leakage: lower means fewer drafts.

ENERGY STAR sets limits on these numbers by climate zone: choose a product certified for yours.`,
        link: null,
      },
      {
        id: 303,
        title: 'Frames, glass and styles',
        body: `Vinyl frames are affordable and need little care. Fibreglass is stronger and more stable in extreme temperatures. Wood looks traditional and insulates well but needs painting; aluminium-clad wood protects the outside. Plain aluminium conducts heat and suits mild climates only.

For glass, double glazing with a low-e coating and argon gas is the usual choice; triple glazing pays off mostly in very cold climates or for noise. Casement and awning windows seal more tightly than sliders and double-hung windows because the sash presses against the frame.

For exterior doors, steel is secure and inexpensive, fibreglass resists dents and moisture and can look like wood, and solid wood needs the most maintenance.`,
        link: { label: 'Configure a window', path: '/configurator/window' },
      },
      {
        id: 304,
        title: 'What it costs and what it saves',
        body: `The price depends mostly on size, frame, glass and installation. Lintel's configurator gives an instant estimate from its price table as you choose.

The energy saving can be estimated with the degree-day method: the heat that flows through a window in a season is Q = U × A × DD × 24 BTU, where U is the U-factor, A the area in square feet and DD the heating (or cooling) degree days of your location. Replacing 120 square feet of single glazing (U 1.04) with U 0.30 windows in a climate like Chicago's (about 6,300 heating degree days) saves about 13.4 million BTU a year: roughly 150 therms of gas.

Energy savings alone often take 15–30 years to repay a replacement; comfort, less noise, no condensation and a better sale price are part of the return. The calculator does this sum for your home and prices it with Lintel's table.`,
        link: { label: 'Window & door calculator', path: '/calculators?kind=windowReplacement' },
      },
      {
        id: 305,
        title: 'Getting quotes and installation',
        body: `Ask at least three installers to quote the same specification, so the quotes are comparable: the same product line, frame, glass package, sizes and hardware. Ask whether the quote includes removing and disposing of the old units, interior and exterior trim, and permits.

Installation quality matters as much as the product: a good window badly installed leaks air and water. Ask how the opening is flashed and sealed, what warranty covers the labour, and for recent references. In Lintel, save your configured openings as a project and request quotes from providers who cover your trade.`,
        link: { label: 'Request quotes', path: '/configurator/cart' },
      },
    ],
  },
  {
    id: 4,
    title: 'Running the numbers on a rental',
    summary: 'Mortgage payments, cap rate, cash-on-cash return, the gross rent multiplier and DSCR explained with worked examples.',
    audience: 'landlord',
    feature: { label: 'Open the calculators', path: '/calculators' },
    updatedAt: '2026-11-20',
    chapters: [
      {
        id: 401,
        title: 'The mortgage payment',
        body: `A fixed-rate loan is repaid in equal monthly payments M = P × r(1 + r)^n / ((1 + r)^n − 1), where P is the amount borrowed, r the monthly rate (the yearly rate divided by 12) and n the number of payments. Borrowing $200,000 at 6 % for 30 years gives r = 0.005 and n = 360, and a payment of $1,199.10.

Early payments are mostly interest: the first one pays $1,000 of interest and only $199.10 of principal. Over the whole loan you pay about $231,676 of interest, more than the amount borrowed. The amortisation chart in the calculator shows how the balance falls slowly at first and faster later.`,
        link: { label: 'Mortgage calculator', path: '/calculators?kind=mortgage' },
      },
      {
        id: 402,
        title: 'Net operating income and cap rate',
        body: `Net operating income (NOI) is what the property earns in a year after vacancy and operating costs (taxes, insurance, repairs, management) but before the mortgage. A home renting at $2,000 a month earns $24,000 a year; with 5 % vacancy and $8,000 of costs, NOI is $14,800.

The capitalisation (cap) rate is NOI divided by the price: $14,800 / $200,000 = 7.4 %. It lets you compare properties regardless of how they are financed. Compare it with similar properties in the same area; a much higher cap rate than the neighbours usually means more risk or more work.`,
        link: { label: 'Rental returns calculator', path: '/calculators?kind=rentalReturns' },
      },
      {
        id: 403,
        title: 'Cash-on-cash return and DSCR',
        body: `Cash-on-cash return is the yearly cash flow after the mortgage divided by the cash you put in. With $40,000 down and $5,000 of closing costs, a $160,000 loan at 6 % costs $11,511.36 a year; the cash flow is $14,800 − $11,511.36 = $3,288.64, and the cash-on-cash return 3,288.64 / 45,000 = 7.31 %.

The debt service coverage ratio (DSCR) is NOI divided by the yearly mortgage payments: 14,800 / 11,511.36 = 1.29. Lenders for rental property commonly look for 1.20–1.25 or more; below 1 the rent does not cover the loan.`,
        link: null,
      },
      {
        id: 404,
        title: 'Gross rent multiplier and affordability',
        body: `The gross rent multiplier (GRM) is the price divided by the gross yearly rent: $200,000 / $24,000 = 8.33. It ignores costs, so it is only a quick first filter between similar properties.

Before buying, check what your income supports. The 28/36 guideline keeps the housing payment under 28 % of gross monthly income and all debt payments under 36 %. With $6,000 a month and $500 of other debts, the limits are $1,680 and $2,160 − $500 = $1,660, so the housing payment should stay under $1,660.`,
        link: { label: 'Affordability calculator', path: '/calculators?kind=affordability' },
      },
    ],
  },
];

const wordsOf = (book: BookData) => book.chapters.reduce((sum, chapter) => sum + chapter.body.split(/\s+/).length, 0);

/** The catalogue with derived counts (reading time at 200 words a minute). */
export const bookCatalogue: readonly Book[] = books.map((book) => ({
  ...book,
  chapterCount: book.chapters.length,
  readingMinutes: Math.max(1, Math.round(wordsOf(book) / 200)),
}));
