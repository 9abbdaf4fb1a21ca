import { PageHeader } from '../../ui/layout/PageHeader';

export function AboutPage() {
  return (
    <>
      <title>About · Motus</title>
      <PageHeader
        title="About Motus"
        subtitle="Health, fitness and rehabilitation, measured and shared with the people who help you."
      />
      <article className="prose">
        <h2>Our mission</h2>
        <p>
          Motus helps people move well for life. Whether you train for competition, are coming back
          from an injury or operation, or are starting to be active after years of sitting, we give
          you one place to record how your body is doing and to see whether what you do is working.
        </p>
        <p>
          We believe good decisions about health come from good records. A pain score written down
          after every session, a resting heart rate taken each morning, a blood result kept next to
          the ones before it: small, regular measurements tell a story that memory cannot.
        </p>

        <h2>Our vision</h2>
        <p>
          We want every person, and every clinician who cares for them, to share the same clear
          picture of progress. When an athlete, a patient and their doctor look at the same charts,
          conversations become shorter, treatment becomes more personal, and setbacks are noticed
          early.
        </p>

        <h2>A performance-tracking system</h2>
        <p>Motus brings together the measures that matter for fitness and recovery:</p>
        <ul>
          <li>
            <strong>Activity, fitness and conditioning</strong>: training time, heart rate recovery,
            and about forty standard tests of speed, strength and endurance.
          </li>
          <li>
            <strong>Body and pain</strong>: body mass, BMI, skin folds, calorie needs, and pain
            scored before, during and after exercise.
          </li>
          <li>
            <strong>Medical, laboratory and vitals</strong>: your history and laboratory results
            behind a personal secure pin, and vitals such as blood pressure and glucose charted over
            time.
          </li>
          <li>
            <strong>Workout routines</strong>: strengthening and rehabilitation routines with
            timers, and a summary of every session you finish.
          </li>
          <li>
            <strong>Calling</strong>: video consultations with health professionals, and an
            invitation network that lets you decide which doctors may see your data.
          </li>
        </ul>

        <h2>Our team</h2>
        <p>
          Motus was started by <strong>founders</strong> who work in sports medicine, physiotherapy
          and software, after years of watching patients carry their progress around on paper. Our{' '}
          <strong>directors</strong> oversee clinical governance, data protection and the quality of
          the exercise content, so that what you read and record here is handled with care. Our{' '}
          <strong>instructors</strong>, qualified coaches and physiotherapists, design and review
          the workout and rehabilitation routines and the conditioning tests in the app.
        </p>
        <p>
          Motus supports, and does not replace, the advice of your own doctor or physiotherapist. If
          something feels wrong, stop exercising and seek medical help.
        </p>
      </article>
    </>
  );
}
