/**
 * What a doctor's read of a patient's chart costs beyond the patient's own read of the same
 * chart: the access-log row written before the read by the statement that checks the grant
 * (accessData; the reads of many doctors at once share one statement). Many patients, each with two years of
 * daily Blood Pressure (2 fields) and Workout (18 fields), each reading one year of both,
 * every patient their own year (ending 0–89 days ago); each patient shares every area with one
 * of the doctors. The same list of reads is sent (a) by each patient in their own session and
 * (b) by their doctor with ?patient_id=, in alternating phases of the same length and
 * connections (a b, then b a, …), so both meet the same machine; each round starts the list at
 * another patient. Printed: req/s, p50, p99 and this process's CPU per request of each, and
 * the ratio b/a of the throughputs, every reply built by the database. Uses PostgreSQL when
 * DATABASE_URL is
 * set, else the embedded PGlite.
 *   tsx scripts/bench/doctorReadBench.ts [--patients 100] [--doctors 10] [--seconds 5] [--rounds 4]
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { MotusApp } from '../../src/server/app';
import { DateTime } from 'luxon';
import { giveGrant } from '../../src/server/db/repositories/careGrantsRepository';
import { insertContact } from '../../src/server/db/repositories/contactsRepository';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import {
  acceptDoctorConsent,
  EVERYTHING_WITH_NO_END,
} from '../../src/shared/messages/consentSentences';
import { median } from './median';
import { openReadBenchApps } from './readBenchApps';
import { seedDailyBloodPressure, seedDailyWorkout } from './seedManyReadings';
import { datasetById } from '../../tests/support/profileConfigLookup';
import { signUp } from '../../tests/support/signUp';

const run = promisify(execFile);
const BLOOD_PRESSURE_DATASET_ID = 188;
const CONNECTIONS = 8;
/** Ranges end up to this many days ago, so no two patients in a row read the same dates. */
const RANGE_SPREAD_DAYS = 90;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

type Phase = 'own' | 'doctor';

/** One chart read of the list, as its patient and as their doctor would send it. */
interface ChartRead {
  path: string;
  body: string;
  patientId: number;
  patientAuthorization: string;
  doctorAuthorization: string;
}

function urlOf(origin: string, read: ChartRead, phase: Phase): string {
  const asDoctor = phase === 'doctor' ? `?${PATIENT_ID_PARAMETER}=${read.patientId}` : '';
  return `${origin}${read.path}${asDoctor}`;
}

function authorizationOf(read: ChartRead, phase: Phase): string {
  return phase === 'doctor' ? read.doctorAuthorization : read.patientAuthorization;
}

/** The list as autocannon's --har takes it: every connection sends the entries in turn. */
function writeHar(file: string, origin: string, reads: ChartRead[], phase: Phase): string {
  const entries = reads.map((read) => ({
    request: {
      method: 'POST',
      url: urlOf(origin, read, phase),
      headers: [
        { name: 'authorization', value: authorizationOf(read, phase) },
        { name: 'content-type', value: 'application/json' },
      ],
      postData: { mimeType: 'application/json', text: read.body },
    },
  }));
  fs.writeFileSync(file, JSON.stringify({ log: { entries } }));
  return file;
}

interface AutocannonFigures {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
}

/** Load from a second process, as serverReadBench does, so the server keeps its event loop. */
async function measure(origin: string, har: string, seconds: number): Promise<Figures> {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '--json', '--har', har, origin];
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run('node_modules/.bin/autocannon', args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as AutocannonFigures;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${har}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: (cpu.user + cpu.system) / (result.requests.average * seconds),
  };
}

/**
 * Every read of the list once, as patient and as doctor: the database's caches warm, and each
 * grant's first read (which also mails the patient) out of the way.
 */
async function readEachOnce(app: MotusApp, reads: ChartRead[]): Promise<void> {
  for (const read of reads) {
    for (const phase of ['own', 'doctor'] as const) {
      const reply = await app.inject({
        method: 'POST',
        url: urlOf('', read, phase),
        headers: {
          authorization: authorizationOf(read, phase),
          'content-type': 'application/json',
        },
        payload: read.body,
      });
      if (reply.statusCode !== 200) {
        throw new Error(
          `${phase} read ${urlOf('', read, phase)}: ${reply.statusCode} ${reply.body}`,
        );
      }
    }
  }
}

/** The list started at another patient: each round reaches patients the last one did not. */
function rotated(reads: ChartRead[], round: number, rounds: number): ChartRead[] {
  const start = Math.floor((round * reads.length) / rounds);
  return [...reads.slice(start), ...reads.slice(0, start)];
}

async function compare(
  origin: string,
  reads: ChartRead[],
  scratch: string,
  seconds: number,
  rounds: number,
) {
  const measured: Record<Phase, Figures[]> = { own: [], doctor: [] };
  const har = (phase: Phase, round: number) =>
    writeHar(
      path.join(scratch, `${new URL(origin).port}-${phase}-${round}.har`),
      origin,
      rotated(reads, round, rounds),
      phase,
    );
  // Warm up (the JIT, the pool's connections), as serverReadBench does.
  for (const phase of ['own', 'doctor'] as const) await measure(origin, har(phase, 0), 2);
  for (let round = 0; round < rounds; round += 1) {
    const order: Phase[] = round % 2 === 0 ? ['own', 'doctor'] : ['doctor', 'own'];
    for (const phase of order)
      measured[phase].push(await measure(origin, har(phase, round), seconds));
  }
  const summary = (figures: Figures[]) => ({
    rps: Math.round(figures.reduce((sum, each) => sum + each.rps, 0) / figures.length),
    p50: median(figures.map((each) => each.p50)),
    p99: median(figures.map((each) => each.p99)),
    'server CPU µs/req': Math.round(median(figures.map((each) => each.cpuPerRequest))),
  });
  const own = summary(measured.own);
  const doctor = summary(measured.doctor);
  const roundRatios = measured.doctor
    .map((figures, round) => (figures.rps / (measured.own[round]?.rps ?? Number.NaN)).toFixed(2))
    .join(' / ');
  return {
    own: { ...own, 'b/a req/s': '', 'b/a per round': '', 'b/a from CPU/req': '' },
    doctor: {
      ...doctor,
      'b/a req/s': (doctor.rps / own.rps).toFixed(3),
      'b/a per round': roundRatios,
      // The rate this process's CPU per request allows: steadier on a shared machine.
      'b/a from CPU/req': (own['server CPU µs/req'] / doctor['server CPU µs/req']).toFixed(3),
    },
  };
}

async function main(): Promise<void> {
  const patientCount = argument('patients', 100);
  const doctorCount = argument('doctors', 10);
  const seconds = argument('seconds', 5);
  const rounds = argument('rounds', 4);
  const bench = await openReadBenchApps();
  const { scratch, database, label, profileConfigs, app, workout } = bench;
  try {
    const chartReads = [
      datasetById(profileConfigs, BLOOD_PRESSURE_DATASET_ID).tab.read,
      datasetById(profileConfigs, workout.id).tab.read,
    ];

    const seedStart = performance.now();
    const doctors = await Promise.all(
      Array.from({ length: doctorCount }, () => signUp(app, 'Doctor')),
    );
    const patients = await Promise.all(
      Array.from({ length: patientCount }, () => signUp(app, 'Patient')),
    );
    await database.db
      .updateTable('users')
      .set({ is_doctor: true })
      .where(
        'id',
        'in',
        doctors.map((doctor) => doctor.userId),
      )
      .execute();
    const days = 2 * 366 + RANGE_SPREAD_DAYS;
    const reads: ChartRead[] = [];
    for (const [index, patient] of patients.entries()) {
      const doctor = doctors[index % doctors.length];
      if (!doctor) throw new Error('--doctors must be at least 1');
      const pair = { doctorId: doctor.userId, patientId: patient.userId };
      await database.db.transaction().execute(async (trx) => {
        await insertContact(trx, pair, 'active');
        await giveGrant(
          trx,
          pair,
          { areas: null, expiresOn: null, prescribe: false },
          acceptDoctorConsent('Doctor', EVERYTHING_WITH_NO_END),
        );
      });
      await seedDailyBloodPressure(database.db, patient.userId, BLOOD_PRESSURE_DATASET_ID, days);
      await seedDailyWorkout(database.db, patient.userId, workout.id, days);
      const dateTo = DateTime.local().minus({ days: index % RANGE_SPREAD_DAYS });
      const body = JSON.stringify({
        date_from: dateTo.minus({ years: 1 }).toFormat('yyyy-MM-dd'),
        date_to: dateTo.toFormat('yyyy-MM-dd'),
      });
      for (const read of chartReads) {
        reads.push({
          path: read,
          body,
          patientId: patient.userId,
          patientAuthorization: patient.authorization,
          doctorAuthorization: doctor.authorization,
        });
      }
    }
    await sql`vacuum analyze readings`.execute(database.db);
    await sql`checkpoint`.execute(database.db);
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

    await readEachOnce(app, reads);
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const measured = await compare(appUrl, reads, scratch, seconds, rounds);
    const logged = await database.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .executeTakeFirstOrThrow();

    const described = [
      `\nA doctor's chart reads against the patients' own, on ${label}`,
      `  (a) each patient reads their own charts (profiles without a pin: no pin check, no log row)`,
      `  (b) their doctor reads the same with ?${PATIENT_ID_PARAMETER}=: an access_log row written before the read by the statement that checks the grant (reads at once share one statement)`,
      `  ${patientCount} patients, ${doctorCount} doctors (${Math.ceil(patientCount / doctorCount)} patients each, every area shared), seeded in ${seedSeconds} s`,
      `  the list: one year of Blood Pressure and of ${workout.name} per patient, each patient their own year (${reads.length} reads: ${chartReads.join(', ')}), the same in both phases`,
      `  ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s per phase, (a) and (b) in turns (a b, b a, …); req/s the mean of the rounds, p50/p99 (ms) and CPU per request (this process: the servers and PGlite, not PostgreSQL) their median`,
    ];
    console.log(described.join('\n'));
    console.table({
      '(a) own reads': measured.own,
      "(b) doctor's reads": measured.doctor,
    });
    console.log(
      `Goal: b/a req/s ≥ 0.90. access_log rows written: ${Number(logged.rows).toLocaleString('en')} (every doctor's read, warm-ups included).`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
