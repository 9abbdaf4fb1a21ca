/** Displayed and transmitted date formats of the specification (luxon tokens). */
export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
