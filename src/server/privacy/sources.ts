import { assessmentPersonalData } from '../modules/assessment/personal-data';
import { contactPersonalData } from '../modules/contact/personal-data';
import type { PersonalDataSource } from './personal-data';

/** Every module that holds personal data: the account's export and deletion go through all of them. */
export const PERSONAL_DATA: readonly PersonalDataSource[] = [assessmentPersonalData, contactPersonalData];
