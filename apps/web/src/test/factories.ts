/** Test factories for web tests (shapes from @lintel/shared). */
import type { Property, PropertyDetails, User } from '@lintel/shared';

let counter = 0;
const uuid = () => `018f0000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: uuid(),
    nickname: `Home ${counter}`,
    type: 'singleFamily',
    isStudio: false,
    location: { address: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'USA' },
    subType: null,
    rentStatus: 'vacant',
    unitsCount: 0,
    floor: null,
    storey: null,
    images: [],
    parent: null,
    roomsDetails: { bedroom: 2, bathroom: 1, den: 0 },
    parkingSpaces: { garageParking: 1, carportParking: 0, parkingLot: 0 },
    taxes: { propertyTax: 1200, insurance: 600, hoaFee: 0 },
    sizes: { sqFt: 1500 },
    amenityIds: [],
    archived: false,
    activeLease: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  return { ...makeProperty(), units: [], rooms: [], ...overrides };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: uuid(),
    email: 'pat@example.com',
    fullName: 'Pat Manager',
    timeZone: null,
    trades: [],
    phoneNumber: null,
    role: 'propertyManager',
    emailVerified: true,
    profilePicture: null,
    company: null,
    isCompanyCapable: true,
    signupStep: 'done',
    redirectUrl: null,
    lastNotifications: [],
    unseenNotificationsCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
