import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { validateProfileConfigs } from '../../src/shared/profile-config/validateProfileConfigs';
import { shippedConfigFiles } from './shippedConfigFiles';

const loaded = validateProfileConfigs(shippedConfigFiles());
/** The profiles of the dashboard; the pages of their views follow each in `loaded`. */
const configs = loaded.filter((config) => config.view_of === undefined);
const byId = (id: string): ProfileConfig => {
  const config = loaded.find((candidate) => candidate.id === id);
  if (!config) throw new Error(`No config ${id}`);
  return config;
};
const seriesCounts = (config: ProfileConfig) => chartTabsOf(config).map((tab) => tab.series.length);
const datasetOf = (config: ProfileConfig, id: number) =>
  config.datasets.find((dataset) => dataset.id === id)!;

describe('the shipped profile configs', () => {
  it('all validate, in dashboard order, with the names GET /v2/profiles/ gives', () => {
    expect(configs.map((config) => config.name)).toEqual([
      'Activity',
      'Fitness',
      'Body',
      'Pain Score',
      'Conditioning Tests',
      'Medical',
      'Laboratory Tests',
      'Vitals',
    ]);
  });

  it('carry the toasts of docs/product.md#add-data-and-validation verbatim', () => {
    expect(Object.fromEntries(configs.map((config) => [config.id, config.messages]))).toEqual({
      activity: {
        added: 'Activity Data Successfully Added!',
        failed: 'Unable To Add Activity Data!',
      },
      fitness: { added: 'Fitness Data Successfully Added!', failed: 'Unable To Add Fitness Data!' },
      body: { added: 'Body Data Successfully Added!', failed: 'Unable To Add Body Data!' },
      pain: {
        added: 'Pain Score Data Successfully Added!',
        failed: 'Unable To Add Pain Score Data!',
      },
      conditioning: {
        added: 'Condition Data Successfully Added!',
        failed: 'Unable To Add Condition Data!',
      },
      medical: {
        added: 'Medical Data Successfully Added!',
        failed: 'Unable To Add Medical Data!',
        no_date: 'This field is required',
        retrieved: 'Medical Data Successfully Retrieved!',
      },
      lab: {
        added: 'Laboratory Data Successfully Added!',
        failed: 'Unable To Add Laboratory Data!',
        retrieved: 'Laboratory Data Successfully Retrieved!',
      },
      vitals: { added: 'Vitals Data Successfully Added!', failed: 'Unable To Add Vitals Data!' },
    });
  });

  it('have their routes, headers and images', () => {
    expect(configs.map((c) => [c.route, c.dialog_title, c.pin])).toEqual([
      ['/activityprofile', 'Activity Profile', false],
      ['/fitnessprofile', 'Fitness Profile', false],
      ['/bodyprofile', 'Body Profile', false],
      ['/painprofile', 'Pain Score Profile', false],
      ['/conditioningprofile', 'Conditioning Tests Profile', false],
      ['/medicalprofile', 'Medical Data', true],
      ['/labprofile', 'Laboratory Tests Data', true],
      ['/vitalsprofile', 'Vitals Data', false],
    ]);
    expect(byId('conditioning').title).toBe('Conditioning Profile');
    // docs/product.md#dashboard: the dashboard's cards, in its order and words.
    expect(configs.map((c) => c.card_title ?? c.title)).toEqual([
      'Activity Profile',
      'Fitness Profile',
      'Body Profile',
      'Pain Score Profile',
      'Conditioning Tests Profile',
      'Medical Profile',
      'Laboratory Tests Profile',
      'Vitals Profile',
    ]);
    expect(byId('vitals').title).toBe('Vitals Profile');
    expect(byId('pain').subtitle).toBe(
      'View and track your pain level before, during and after exercise.',
    );
    expect(byId('activity').add_button_label).toBe('Add Activity Data');
    expect(byId('fitness').add_button_label).toBe('Add Fitness Data');
    for (const config of configs) {
      expect(config.image).toBe(`/images/profiles/${config.id}.svg`);
      const svg = fs.readFileSync(path.join('public', config.image), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 200 140"/);
      // Self-contained: no external images, fonts or links.
      expect(svg).not.toMatch(/href=|<image|url\(http|@import/);
    }
  });

  it('activity: nine tabs on the ids of decision 001, times in minutes, distance and time as decimals', () => {
    const activity = byId('activity');
    expect(activity.write).toBe('/profiles/special/{post_api_name}/');
    expect(activity.default_tab).toBe('Exercise Time');
    expect(
      chartTabsOf(activity).map((tab) => [tab.label, tab.dataset, tab.read, tab.list]),
    ).toEqual([
      ['Exercise Time', 1, '/profiles/special/get/1/', 'details'],
      ['Training Time', 2, '/profiles/special/get/2/', 'details'],
      ['Gym Time', 8, '/profiles/special/get/8/', 'details'],
      ['Match Time', 9, '/profiles/special/get/9/', 'details'],
      ['Step Count', 10, '/profiles/special/get/10/', 'details'],
      ['Overs', 184, '/profiles/special/get/184/', 'details'],
      ['Sets', 185, '/profiles/special/get/185/', 'details'],
      ['Laps', 186, '/profiles/special/get/186/', 'details'],
      ['Distance', 187, '/profiles/special/get-distance-time/', 'data'],
    ]);
    const fields = chartTabsOf(activity).map((tab) =>
      tab.series.map((s) => `${s.field}:${s.value_kind}:${s.unit}`).join(','),
    );
    expect(fields).toEqual([
      'exercise_time:integer:min',
      'training_time:integer:min',
      'gym_time:integer:min',
      'match_time:integer:min',
      'step_count:integer:steps',
      'overs:integer:',
      'sets:integer:',
      'laps:integer:',
      'distance:decimal:km,time:decimal:min',
    ]);
  });

  it('fitness: four tabs with 4, 1, 18 and 2 series on the reads docs/api.md lists', () => {
    const fitness = byId('fitness');
    expect(fitness.write).toBe('/v2/fitness/{post_api_name}/');
    expect(chartTabsOf(fitness).map((tab) => [tab.label, tab.read, tab.list])).toEqual([
      ['Recovery HR Data', '/v2/fitness/a-recovery-hr-get-custom-date-range/', 'data'],
      ['Resting Heart Rate Data', '/v2/fitness/resting-hr-date-range/', 'data'],
      ['Workout', '/v2/fitness/fitness-get-custom-date-range/', 'data'],
      ['Blood Pressure Data', '/v2/fitness/bp-get-custom-date-range/', 'data'],
    ]);
    // Workout has 18 series (decision 001): 4 exercise heart rates, 1 intensity and 4 recovery
    // heart rates, each with a baseline.
    expect(seriesCounts(fitness)).toEqual([4, 1, 18, 2]);
    const workout = chartTabsOf(fitness)[2]!.series;
    const hr = (name: string) => [1, 2, 3, 4].map((n) => `${name}_${n}`);
    expect(workout.map((s) => s.field)).toEqual([
      ...hr('exercise_hr'),
      ...hr('baseline_exercise_hr'),
      'intensity_vo2max',
      'baseline_intensity_vo2max',
      ...hr('recovery_hr'),
      ...hr('baseline_recovery_hr'),
    ]);
    for (const line of workout) {
      expect(line.value_kind).toBe(line.field.includes('vo2max') ? 'decimal' : 'integer');
      expect(line.unit).toBe(line.field.includes('vo2max') ? 'mL/kg/min' : 'bpm');
    }
    expect(chartTabsOf(fitness)[3]!.series.map((s) => [s.field, s.unit, s.value_kind])).toEqual([
      ['systolic_value', 'mmHg', 'integer'],
      ['diastolic_value', 'mmHg', 'integer'],
    ]);
  });

  it('conditioning: forty tabs, ids 38 to 77 in the tab order and labels of docs/product.md#profiles-and-datasets', () => {
    const conditioning = byId('conditioning');
    expect(conditioning.default_tab).toBe('6 min Walking Test');
    expect(conditioning.subtitle).toMatch(/speed, strength and endurance/);
    expect(chartTabsOf(conditioning).map((tab) => tab.label)).toEqual([
      '6 min Walking Test',
      '3 min Step Test',
      'Cycle Ergometer Test',
      'Treadmill Test',
      'Beep Test',
      'Cooper Test VO2',
      'Swimming Step Test',
      'Shuttle Test',
      '100m Swim Sprint',
      'Sit and Reach',
      'Straight Leg Raise',
      'Floor Touch Test',
      'Thomas Test',
      'Trunk Lift Test',
      '2 min Crunch (Sit Up)',
      'Push up Test',
      'Dips',
      'Burpees',
      'Squats',
      'Swimming Beep Test',
      'Ball Throw Test',
      'Power Ball Chest Launch',
      'Shot Put Back Throw',
      'Cricket/Baseball Throw',
      'Wingate Test',
      'Vertical Jump',
      'Broad Long Jump',
      '3 Hop Test',
      'Power Punch',
      'Margaria Kalamen Test',
      'Bench Press 1RM',
      'Leg Press 6RM',
      'Plank',
      'Agility T Test',
      'Illinois Agility Test',
      'Edgren Side Step Test',
      'Figure 8 Test',
      'Sit to Stand',
      'Squats',
      'Lunges',
    ]);
    const ids = Array.from({ length: 40 }, (_, index) => 38 + index);
    expect(chartTabsOf(conditioning).map((tab) => tab.dataset)).toEqual(ids);
    expect(chartTabsOf(conditioning).map((tab) => tab.read)).toEqual(
      ids.map((id) => `/profiles/special/get/${id}/`),
    );
    expect(chartTabsOf(conditioning).every((tab) => tab.list === 'details')).toBe(true);
    expect(seriesCounts(conditioning)).toEqual(ids.map(() => 1));
  });

  it("conditioning: each test's value fields and their kinds", () => {
    const integers = new Set([
      'beep_level',
      'swim_step_test_HR',
      'crunches',
      'push_up_test',
      'dips',
      'burpees',
      'squats',
      'swim_beep_level',
      'sit_to_stand',
      'lunges',
    ]);
    const series = chartTabsOf(byId('conditioning')).map((tab) => tab.series[0]!);
    expect(series.map((s) => s.field)).toEqual([
      'walking_test_distance',
      'step_test_VO2',
      'ergometer_test_VO2',
      'treadmill_test_VO2',
      'beep_level',
      'cooper_test_VO2',
      'swim_step_test_HR',
      'shuttle_test_time',
      'swim_sprint_speed',
      'sit_and_reach',
      'leg_raise_degrees',
      'floor_touch_degrees',
      'thomas_test',
      'trunk_lift_test',
      'crunches',
      'push_up_test',
      'dips',
      'burpees',
      'squats',
      'swim_beep_level',
      'ball_throw_distance',
      'power_ball_dist',
      'shot_back_dist',
      'baseball_throw_dist',
      'wingate_test',
      'vertical_jump',
      'broad_long_jump',
      'hop_test_cm',
      'power_punch',
      'mk_test',
      'bench_press_1rm',
      'leg_press_6rm',
      'plank_min',
      't_test',
      'illinois_test',
      'edgren_test',
      'figure_8_test',
      'sit_to_stand',
      'squats',
      'lunges',
    ]);
    for (const s of series) {
      expect([s.field, s.value_kind]).toEqual([
        s.field,
        integers.has(s.field) ? 'integer' : 'decimal',
      ]);
    }
    const unitOf = Object.fromEntries(series.map((s) => [s.field, s.unit]));
    expect(unitOf).toMatchObject({
      walking_test_distance: 'm',
      swim_step_test_HR: 'bpm',
      shuttle_test_time: 's',
      swim_sprint_speed: 'm/s',
      sit_and_reach: 'cm',
      crunches: 'reps/min',
      ball_throw_distance: 'm',
      wingate_test: 'kpm/min',
      vertical_jump: 'cm',
      broad_long_jump: 'm',
      hop_test_cm: 'cm',
      mk_test: 'W',
      bench_press_1rm: 'kg',
      leg_press_6rm: 'kg',
      plank_min: 'min',
    });
    // Both Squats tabs stay, each its own dataset with its own write path.
    const squats = byId('conditioning').datasets.filter((d) => d.id === 56 || d.id === 76);
    expect(squats.map((d) => d.post_api_name)).toEqual(['squats', 'squats-functional']);
  });

  it('body: skin fold, body mass and calories with 1, 2 and 2 series', () => {
    const body = byId('body');
    expect(chartTabsOf(body).map((tab) => [tab.label, tab.read, tab.list])).toEqual([
      ['Skin Fold Data', '/profiles/special/get/7/', 'details'],
      ['Body Mass Index Data', '/profiles/special/get-body-mass/', 'data'],
      ['Calorie Count Data', '/profiles/special/get-body-calorie/', 'data'],
    ]);
    expect(chartTabsOf(body)[0]!.dataset).toBe(7);
    expect(chartTabsOf(body).map((tab) => tab.series.map((s) => `${s.field} ${s.unit}`))).toEqual([
      ['skin_fold %'],
      ['body_mass kg', 'body_height m'],
      ['calorie_value kcal', 'expected_calorie_value kcal'],
    ]);
  });

  it('pain: three integer series scored 0 to 10, labelled with the scale', () => {
    const pain = byId('pain');
    expect(pain.write).toBe('/v2/research/{post_api_name}/');
    expect(chartTabsOf(pain)).toHaveLength(2);
    expect(chartTabsOf(pain)[0]).toMatchObject({
      label: 'Pain Score Data',
      read: '/v2/research/get-pain-score/',
      list: 'data',
    });
    const elements = datasetOf(pain, chartTabsOf(pain)[0]!.dataset).structure.elements;
    expect(elements.map((e) => [e.name, e.value_type, e.minimum, e.maximum])).toEqual([
      ['pain_at_rest', 'integer', 0, 10],
      ['pain_with_motion', 'integer', 0, 10],
      ['difficulty_of_movement', 'integer', 0, 10],
    ]);
    for (const line of chartTabsOf(pain)[0]!.series) expect(line.label).toMatch(/0-10/);
    expect(elements.filter((e) => e.pain_scale).map((e) => e.name)).toEqual([
      'pain_at_rest',
      'pain_with_motion',
    ]);
  });

  it('pain: a run of a prescribed routine writes its pain before and after to its own tab (decision 045)', () => {
    const pain = byId('pain');
    const tab = chartTabsOf(pain)[1]!;
    expect(tab).toMatchObject({ label: 'Pain Around Exercise', list: 'data' });
    const dataset = datasetOf(pain, tab.dataset);
    expect(dataset.from_runs).toEqual({
      before: 'pain_before_exercise',
      after: 'pain_after_exercise',
    });
    expect(
      dataset.structure.elements.map((e) => [e.ui_name, e.value_type, e.minimum, e.maximum]),
    ).toEqual([
      ['Pain Before Exercise (0-10)', 'integer', 0, 10],
      ['Pain After Exercise (0-10)', 'integer', 0, 10],
    ]);
    expect(dataset.structure.elements.every((e) => e.pain_scale === true)).toBe(true);
    const fromRuns = configs.flatMap((config) =>
      config.datasets.filter((candidate) => candidate.from_runs !== undefined),
    );
    expect(fromRuns.map((candidate) => candidate.id)).toEqual([dataset.id]);
  });

  it('medical: seven record tables, tab ids 54 to 60, read with GET and the pin (docs/product.md#medical)', () => {
    const medical = byId('medical');
    expect(medical.title).toBe('Medical Profile');
    expect(medical.subtitle).toBe('View Medical Profile.');
    expect(medical.record_date).toEqual({ field: 'date', time: false });
    expect(
      medical.tabs.map((tab) => [
        tab.label,
        tab.tab_id,
        tab.view,
        tab.read_method,
        tab.read,
        tab.list,
      ]),
    ).toEqual(
      [
        ['Allergy Data', 'allergy'],
        ['Medical Event Data', 'medical-event'],
        ['Surgery Event Data', 'surgery-event'],
        ['Family Medical Event Data', 'family-event'],
        ['Exercise Event Data', 'exercise-event'],
        ['Medication Data', 'medication'],
        ['General Event Data', 'general-event'],
      ].map(([label, kind], index) => [
        label,
        54 + index,
        'table',
        'GET',
        `/v2/profiles/${kind}/get/`,
        'data',
      ]),
    );
    const columns = medical.tabs.map((tab) =>
      datasetOf(medical, tab.dataset).structure.elements.map(
        (element) => `${element.stored_as ?? element.name}:${element.value_type}`,
      ),
    );
    const event = [
      'description:text',
      'comment:text',
      'current_treatment:text',
      'complications:text',
      'date_of_treatment:date',
      'resolved:boolean',
    ];
    expect(columns).toEqual([
      ['description:text'],
      event,
      event,
      event,
      ['description:text', 'date_of_last_episode:date', 'no_of_concussions:integer'],
      ['description:text', 'dose:text'],
      ['description:text'],
    ]);
    const concussions = datasetOf(medical, medical.tabs[4]!.dataset).structure.elements[2]!;
    expect([concussions.name, concussions.ui_name]).toEqual(['no_of_events', 'No of Concussions']);
    // Tab ids 54-60 are not dataset ids: those are the conditioning tests (decision 001).
    expect(medical.datasets.some((dataset) => dataset.id >= 54 && dataset.id <= 60)).toBe(false);
  });

  it('lab: the blood tests (docs/product.md#laboratory-tests), their value fields spelled as first named (decision 007)', () => {
    const lab = byId('lab');
    // The value fields as first named, spelling included (decision 007).
    const specified =
      '88 total_protein; 90 albumin_serium; 91 urea_nitrogen_b; 92 protein_serum; 93 protein_electro; 94 uric_acid; 95 cholesterol_ran; 96 cholesterol_fas; 97 hdl; 98 ldl; 99 tg; 100 glucose_random; 101 fasting_glucose; 102 hba1c; 103 gtt; 104 microalbumin; 105 fe; 106 transferrin; 107 ferritin; 108 fe_binding_capa; 109 tibc; 110 mg; 111 pi; 112 ca_total; 113 ca_corrected; 114 ca_alb; 115 vit_d; 116 b12; 117 rbc_folate; 118 serum_folate; 119 sodium; 120 potassium; 121 urea; 122 creatinine_urin; 123 osmolality; 124 crp; 125 insulin_fasting; 126 cortisol; 127 tsh; 128 t4; 129 t3; 130 thyroglobulin; 131 thyroid_ab; 132 testosterone; 133 oestrogen_estro; 134 gh_random; 135 pth; 136 b_hcg_quantific; 137 fsh_lh; 138 ck; 139 myoglobin; 140 ck_mb; 141 troponins; 142 total_bilirubin; 143 conjugated_bili; 144 alt; 145 ast; 146 alp; 147 ggt; 148 ldh; 149 immunoglobulins; 150 amylase_serum; 151 lipase_serum; 152 hb; 153 mcv; 154 wcc; 155 platelet; 156 differential_co; 157 smear; 158 retics; 159 inr; 160 ptt; 161 d_dimer; 162 fibrinogen; 163 esr; 183 allergy_tests';
    const expected = specified.split('; ').map((pair) => {
      const [id, field] = pair.split(' ');
      return [Number(id), field];
    });
    // The 76 tests (docs/product.md#laboratory-tests) in their order; a test added in lab.json alone
    // sits among them.
    const specifiedIds = new Set(expected.map(([id]) => id));
    expect(
      lab.datasets
        .filter((dataset) => specifiedIds.has(dataset.id))
        .map((dataset) => [dataset.id, dataset.structure.elements[0]!.name]),
    ).toEqual(expected);
    // One tab per test, in the order of the tests.
    expect(lab.tabs.map((tab) => tab.dataset)).toEqual(lab.datasets.map((dataset) => dataset.id));
    expect(lab.datasets.every((dataset) => dataset.structure.elements.length === 1)).toBe(true);
    expect(
      lab.datasets.every((dataset) => dataset.structure.elements[0]!.value_type === 'decimal'),
    ).toBe(true);
    // docs/product.md#laboratory-tests: the tab row's order.
    const specifiedTabs = lab.tabs.filter((tab) => specifiedIds.has(tab.dataset));
    expect(specifiedTabs.map((tab) => tab.label).join(', ')).toBe(
      'Total Protein, Albumin Serum, Urea Nitrogen (BUN), Protein Serum, Protein Electrophoresis, Uric Acid, Cholesterol Random, Cholesterol Fasting, HDL, LDL, TG, Glucose Random, Fasting Glucose, HbA1c, GTT, Microalbumin, Fe+, Transferrin, Ferritin, % Fe Binding Capacity, TIBC, Mg+, Pi-, Ca+ Total, Ca+ Corrected, Ca+ Alb, Vit D, B12, RBC Folate, Serum Folate, Sodium, Potassium, Urea, Creatinine Urine, Osmolality, CRP, Insulin Fasting, Cortisol, TSH, T4, T3, Thyroglobulin, Thyroid Ab, Testosterone, Oestrogen/Estrogen, GH Random, PTH, B-HCG Quantification, FSH/LH, CK, Myoglobin, CK MB, Troponins, Total Bilirubin, Conjugated Bilirubin, ALT, AST, ALP, GGT, LDH, Immunoglobulins, Amylase Serum, Lipase Serum, Hb, MCV, WCC, Platelet, Differential Count, Smear, Retics, INR, PTT, D dimer, Fibrinogen, ESR, Allergy Tests',
    );
    expect(lab.pin).toBe(true);
    expect(lab.tabs.every((tab) => /^\/v2\/profiles\/secure\/get\/\d+\/$/.test(tab.read))).toBe(
      true,
    );
    expect(lab.dialog_labels).toEqual({ data_type: 'Select Data Type', date: 'Pick a Date' });
    expect(lab.write).toBe('/v2/profiles/{post_api_name}/');
    expect(lab.also_write).toEqual(['/profiles/special/{post_api_name}/']);
    // docs/product.md#laboratory-tests: 62 is never offered; it is the Wingate test of conditioning (decision 007).
    expect(lab.datasets.some((dataset) => dataset.id === 62)).toBe(false);
    expect(lab.links).toEqual([
      { label: 'Profile', to: '/profile' },
      { label: 'Blood Results', to: '/labprofile/blood-results' },
    ]);
  });

  it('blood results: a view of the lab tests, read from /profiles/secure/get/{testId}/ behind the ID number', () => {
    const lab = byId('lab');
    const bloodResults = byId('blood_results');
    expect(loaded.map((config) => config.id).slice(6, 8)).toEqual(['lab', 'blood_results']);
    expect(bloodResults).toMatchObject({
      view_of: 'lab',
      route: '/labprofile/blood-results',
      pin: true,
      pin_prompt: { title: 'Enter your ID number', label: 'ID Number', button: 'Enter' },
      partner: { id: 'ampath', name: 'Ampath', logo: '/images/partners/ampath.svg' },
    });
    // docs/product.md#blood-results: the same tabs in the same order, each read from the one path
    // (Total Protein included: decision 008), the records under details.
    expect(bloodResults.tabs.map((tab) => tab.label)).toEqual(lab.tabs.map((tab) => tab.label));
    expect(bloodResults.tabs.map((tab) => [tab.read, tab.list])).toEqual(
      lab.tabs.map((tab) => [`/profiles/secure/get/${tab.dataset}/`, 'details']),
    );
    expect(bloodResults.tabs[0]!.label).toBe('Total Protein');
    expect(bloodResults.datasets).toBe(lab.datasets);
    expect(fs.existsSync(path.join('public', 'images/partners/ampath.svg'))).toBe(true);
  });

  it('lab: a partner result maps to one test by its LOINC code and unit, with the factor into our unit', () => {
    const lab = byId('lab');
    const hdl = datasetOf(lab, 97);
    expect(hdl.import_codes).toEqual([
      { loinc: '14646-4', unit: 'mmol/L' },
      { loinc: '2085-9', unit: 'mg/dL', factor: 0.02586 },
    ]);
    // Same analyte, same code: only the first tab takes imports (88 before 92, 90 before 114).
    expect(datasetOf(lab, 92).import_codes).toBeUndefined();
    expect(datasetOf(lab, 114).import_codes).toBeUndefined();
    // A smear is a report, not a number: nothing is imported into it.
    expect(datasetOf(lab, 157).import_codes).toBeUndefined();
  });

  it('lab: each test carries its unit, LOINC code and typical interval from shared/data, with sources', () => {
    const lab = byId('lab');
    const hb = datasetOf(lab, 152);
    expect(hb.loinc).toBe('718-7');
    expect(hb.structure.elements[0]!.unit).toBe('g/L');
    expect(hb.reference).toMatchObject({
      male: { low: 130, high: 170 },
      female: { low: 120, high: 150 },
    });
    expect(datasetOf(lab, 97).reference).toMatchObject({ male: { low: 1 }, female: { low: 1.2 } });
    expect(datasetOf(lab, 88).reference).toMatchObject({ low: 60, high: 80 });
    // Not a single number: no band, and the note says why.
    expect(datasetOf(lab, 157).reference?.note).toMatch(/No numeric value/);
    expect(chartTabsOf(lab).find((tab) => tab.dataset === 157)!.reference).toBeUndefined();
    expect(lab.datasets.every((dataset) => (dataset.reference?.source ?? '') !== '')).toBe(true);
    // docs/product.md#blood-results: the blood-result line is red.
    expect(
      new Set(chartTabsOf(lab).flatMap((tab) => tab.series.map((line) => line.colour))),
    ).toEqual(new Set(['#c62828']));
  });

  it('vitals: seven tabs in order, temperature, glucose and respiratory rate on 189, 191, 192', () => {
    const vitals = byId('vitals');
    expect(vitals.default_tab).toBe('Resting Heart Rate');
    expect(chartTabsOf(vitals).map((tab) => [tab.label, tab.read, tab.list])).toEqual([
      ['Resting Heart Rate', '/profiles/special/resting-hr-date-range/', 'data'],
      ['Blood Pressure', '/profiles/special/bp-get-custom-date-range/', 'data'],
      ['Temperature', '/profiles/special/get/189/', 'details'],
      ['Input/Output Balance', '/profiles/special/get-input-output/', 'data'],
      ['Glucose', '/profiles/special/get/191/', 'details'],
      ['Respiratory Rate', '/profiles/special/get/192/', 'details'],
      ['Mass Change', '/profiles/special/get-mass-change/', 'data'],
    ]);
    expect([2, 4, 5].map((index) => chartTabsOf(vitals)[index]!.dataset)).toEqual([189, 191, 192]);
    // docs/product.md#vitals: resting HR, blood pressure and respiratory rate are whole numbers, the rest decimals.
    expect(
      chartTabsOf(vitals).map((tab) =>
        tab.series.map((s) => `${s.field}:${s.value_kind}:${s.unit}`),
      ),
    ).toEqual([
      ['rested_hr:integer:bpm'],
      ['systolic_value:integer:mmHg', 'diastolic_value:integer:mmHg'],
      ['temperature:decimal:°C'],
      ['input:decimal:L', 'output:decimal:L', 'additional_drainage:decimal:L'],
      ['glucose:decimal:mmol/L'],
      ['respiratory_rate:integer:breaths/min'],
      ['mass_before:decimal:kg', 'mass_after:decimal:kg'],
    ]);
    // Vitals keep their own datasets, apart from the fitness ones with the same fields.
    const fitnessIds = byId('fitness').datasets.map((d) => d.id);
    expect(vitals.datasets.some((d) => fitnessIds.includes(d.id))).toBe(false);
  });

  it('draw one reading in one colour on every chart it appears on', () => {
    const colours = new Map<string, Set<string>>();
    for (const tab of configs.flatMap((config) => chartTabsOf(config))) {
      for (const line of tab.series) {
        colours.set(line.field, (colours.get(line.field) ?? new Set()).add(line.colour));
      }
    }
    const mixed = [...colours].filter(([, used]) => used.size > 1).map(([field]) => field);
    expect(mixed).toEqual([]);
  });
});
