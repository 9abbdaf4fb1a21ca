import { feedbackTexts } from '../../ui/feedback/feedbackTexts';

/**
 * The words of the patient's sharing page, the areas-and-end-date fields and the access log.
 * The toasts are careTeamMessages (src/shared); these are the page's own labels and sentences.
 */
export const sharingTexts = {
  pageTitle: 'Sharing',
  pageSubtitle:
    'Choose what each of your doctors can see, until when, and see who has looked at your data.',

  doctorsTitle: 'Your doctors',
  loadingDoctors: 'Loading your doctors…',
  doctorsFailed: 'Your doctors could not be loaded.',
  areasFailed: 'The list of your data areas could not be loaded.',
  checkConnection: feedbackTexts.checkConnection,
  noDoctorsTitle: 'You have no doctors yet',
  noDoctorsMessage:
    'Invite your doctor from Motus Calling. Once they accept, you choose here what they can see.',
  goToCalling: 'Invite a doctor in Motus Calling',

  areasLegend: 'Areas shared',
  withPerson: (name: string) => `with ${name}`,
  untilLabel: 'Until',
  untilHint: 'The last day they can see your data. Leave empty for no end date.',
  chooseAnArea: 'Tick at least one area to share.',
  untilInPast: 'Choose today or a later day, or leave the date empty.',
  untilNotADate: 'Enter a full date, or leave the date empty.',
  areasLoading: 'Loading your data areas…',

  save: 'Save',
  stopSharing: 'Stop sharing',
  notSharing: 'Not sharing anything',
  notViewedYet: 'Has not viewed your data yet',
  firstViewed: (when: string) => `First viewed your data on ${when}`,
  sharedSince: (when: string) => `Shared since ${when}`,
  sharedUntil: (day: string) => `until ${day}`,
  stopTitle: (doctor: string) => `Stop sharing with ${doctor}?`,
  stopQuestion: (doctor: string) =>
    `${doctor} will no longer see any of your data, from now on. They stay among your doctors, and you can share again at any time.`,
  cancel: 'Cancel',

  logTitle: 'Who has seen your data',
  logCaption: 'Who has seen your data, newest first',
  logLoading: 'Loading who has seen your data…',
  logFailed: 'Who has seen your data could not be loaded.',
  logEmpty: 'Nobody has seen your data in this period',
  logEmptyHint: 'Choose other dates to look further back.',
  columnWho: 'Who',
  columnWhat: 'What',
  columnRange: 'Which range',
  columnWhen: 'When',
  noRange: '—',
  readersLabel: 'Seen by',
  readersOption: { others: 'Others only', everyone: 'Everyone' },
  filterLegend: 'Period',
  filterFrom: 'From',
  filterTo: 'To',
  filterApply: 'Show',
  filterClear: 'Clear dates',
  filterOrder: 'The first day must be on or before the last day.',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagingLabel: 'Pages of who has seen your data',
  downloadCsv: 'Download CSV',
  downloading: (page: number, pages: number) => `Preparing the file: page ${page} of ${pages}…`,
  downloaded: (rows: number) =>
    rows === 1 ? 'The file holds 1 access.' : `The file holds ${rows} accesses.`,

  yourDataTitle: 'Your data',
  yourDataIntro:
    'Download everything you keep in Motus: your readings, medical history, routines and sessions, and who has seen your data.',
  fhirExportAbout:
    'FHIR (JSON) is the health-record standard: one file another clinic’s system or app can read.',
  csvExportAbout:
    'CSV (zip) is one spreadsheet file per kind of reading, with a README that explains each file.',
  downloadFhir: 'Download FHIR (JSON)',
  downloadCsvZip: 'Download CSV (zip)',
  preparingExport: 'Preparing your export…',
  exportSaved: (fileName: string) => `Your export is saved as ${fileName}.`,
  exportFailed: `Your export could not be prepared. ${feedbackTexts.checkConnection}`,
  exportCancelled: 'Export cancelled.',
  importAbout:
    'Bring your readings back from a Motus export, or from a FHIR file of a laboratory whose tests Motus knows. Readings you already have are not added twice.',
  importFhir: 'Import a FHIR file',
  importFileLabel: 'FHIR file to import',
  importing: (fileName: string) => `Importing ${fileName}…`,
  imported: (summary: {
    imported: number;
    already_held: number;
    sessions: { imported: number; already_held: number };
  }) => {
    const count = (n: number, one: string, many: string) =>
      n === 1 ? `1 ${one}` : `${n.toLocaleString('en')} ${many}`;
    const readings = (n: number) => count(n, 'reading', 'readings');
    const sessions = (n: number) => count(n, 'routine session', 'routine sessions');
    const both = (readingCount: number, sessionCount: number) =>
      [
        ...(readingCount > 0 || sessionCount === 0 ? [readings(readingCount)] : []),
        ...(sessionCount > 0 ? [sessions(sessionCount)] : []),
      ].join(' and ');
    const held = summary.already_held + summary.sessions.already_held;
    return (
      `${both(summary.imported, summary.sessions.imported)} imported` +
      (held === 0
        ? '.'
        : `; ${both(summary.already_held, summary.sessions.already_held)} ${held === 1 ? 'was' : 'were'} already here.`)
    );
  },
  importFailed: `Your file could not be imported. ${feedbackTexts.checkConnection}`,
  importCancelled: 'Import cancelled.',
  nothingImported: (problems: number) =>
    `Nothing was imported: your file has ${problems === 1 ? 'a problem' : `${problems.toLocaleString('en')} problems`} to fix first.`,
  importProblem: (entry: number, resourceType: string, field: string, reason: string) =>
    `Entry ${entry} (${resourceType}), ${field}: ${reason}`,
  moreProblems: (count: number) => `and ${count.toLocaleString('en')} more`,
} as const;
