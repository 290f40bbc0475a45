/** A complete, valid production configuration (business details included) for tests. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://ryggkollen.se',
  SUPPORT_EMAIL: 'hej@ryggkollen.se',
  MAIL_FROM: 'Ryggkollen <no-reply@ryggkollen.se>',
  COMPANY_NAME: 'Ryggkollen',
  COMPANY_OWNER: 'Anna Berg',
  COMPANY_ORG_NUMBER: '5560160680',
  COMPANY_ADDRESS: 'Storgatan 1, 111 22 Stockholm',
  // Production refuses the built-in test provider unless told it is a demo; tests take no money.
  ALLOW_TEST_PAYMENTS: 'true',
} as const;
