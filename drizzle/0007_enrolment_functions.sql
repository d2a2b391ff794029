CREATE INDEX "enrolments_waiting_idx" ON "enrolments" USING btree ("offering_id","waitlist_seq") WHERE "enrolments"."status" = 'em_espera';--> statement-breakpoint
-- Written by hand: the enrolment request in two statements (src/server/matriculas/enrol-statements.ts
-- says why). PL/pgSQL keeps each inner statement's plan for the connection's life, so they are
-- planned once, not per request. The rules themselves stay in src/domain/enrolment.ts.
--
-- enrolment_facts: everything the rules judge for one student and one offering, as one JSON value.
-- STABLE: one snapshot for all of it. p_except leaves out the entry being judged (promotion, a
-- reversal).
CREATE OR REPLACE FUNCTION "enrolment_facts"(p_student integer, p_offering integer, p_except integer)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_term integer;
  v_subject integer;
BEGIN
  SELECT o.term_id, o.subject_id INTO v_term, v_subject FROM offerings o WHERE o.id = p_offering;
  RETURN json_build_object(
    'student', (SELECT json_build_object('id', u.id, 'idcbpf', u.idcbpf, 'name', u.name, 'level', u.level,
        'status', u.status, 'programme', u.programme, 'degree', u.degree) FROM users u WHERE u.id = p_student),
    'offering', (SELECT json_build_object('id', o.id, 'termId', o.term_id, 'termCode', t.code,
        'capacity', o.capacity, 'subjectId', o.subject_id, 'enrolmentStart', t.enrolment_start,
        'enrolmentEnd', t.enrolment_end, 'dropDeadline', t.drop_deadline, 'gradeDeadline', t.grade_deadline,
        'current', t.current)
      FROM offerings o JOIN terms t ON t.id = o.term_id WHERE o.id = p_offering),
    'subject', (SELECT json_build_object('code', s.code, 'namePt', s.name_pt, 'nameEn', s.name_en,
        'credits', s.credits, 'programme', s.programme, 'level', s.level, 'repeatable', s.repeatable)
      FROM subjects s WHERE s.id = v_subject),
    'prerequisites', (SELECT coalesce(json_agg(json_build_object('code', s.code, 'namePt', s.name_pt,
        'nameEn', s.name_en) ORDER BY s.code), '[]'::json)
      FROM subject_prerequisites p JOIN subjects s ON s.id = p.requires_id WHERE p.subject_id = v_subject),
    'live', (SELECT coalesce(json_agg(json_build_object('offeringId', e.offering_id, 'code', s.code,
        'namePt', s.name_pt, 'nameEn', s.name_en, 'credits', s.credits, 'status', e.status) ORDER BY e.id), '[]'::json)
      FROM enrolments e JOIN offerings o ON o.id = e.offering_id JOIN subjects s ON s.id = o.subject_id
      WHERE e.student_id = p_student AND o.term_id = v_term AND e.id <> p_except
        AND e.status IN ('pendente', 'deferida', 'em_espera')),
    -- One array of offering ids (this one and those held): "= x OR IN (subquery)" is planned as a
    -- scan of every slot of every term.
    'slots', (SELECT coalesce(json_agg(json_build_object('offeringId', sl.offering_id, 'weekday', sl.weekday,
        'start', sl.start, 'end', sl."end", 'room', sl.room) ORDER BY sl.id), '[]'::json)
      FROM offering_slots sl
      WHERE sl.offering_id = any(array(SELECT p_offering UNION ALL
        SELECT e.offering_id FROM enrolments e JOIN offerings o ON o.id = e.offering_id
        WHERE e.student_id = p_student AND o.term_id = v_term AND e.id <> p_except
          AND e.status IN ('pendente', 'deferida')))),
    'graded', (SELECT coalesce(json_agg(json_build_object('code', s.code, 'credits', s.credits,
        'concept', g.concept, 'attendance', g.attendance, 'final', g.final, 'gradeDeadline', t.grade_deadline)
        ORDER BY e.id), '[]'::json)
      FROM grades g JOIN enrolments e ON e.id = g.enrolment_id JOIN offerings o ON o.id = e.offering_id
        JOIN terms t ON t.id = o.term_id JOIN subjects s ON s.id = o.subject_id
      WHERE e.student_id = p_student AND e.status = 'deferida'),
    'transferred', (SELECT coalesce(json_agg(json_build_object('code', s.code, 'credits', tr.credits,
        'concept', tr.concept) ORDER BY tr.id), '[]'::json)
      FROM transfers tr JOIN subjects s ON s.id = tr.subject_id WHERE tr.student_id = p_student),
    'settings', (SELECT json_build_object('institutionName', st.institution_name, 'signatory', st.signatory,
        'timeZone', st.time_zone, 'creditLimit', st.credit_limit, 'attendanceMinimum', st.attendance_minimum,
        'adviseeCap', st.advisee_cap,
        'concepts', (SELECT coalesce(json_agg(json_build_object('concept', c.concept,
            'label', json_build_object('pt', c.label_pt, 'en', c.label_en), 'passes', c.passes,
            'weight', c.weight, 'givesCredit', c.gives_credit, 'countsInCr', c.counts_in_cr)
            ORDER BY c.position, c.concept), '[]'::json) FROM concepts c))
      FROM settings st WHERE st.id = 1));
END $$;
--> statement-breakpoint
-- enrolment_version: what the student's row lock guards — the student's status, level, programme
-- and degree, and every enrolment of the student with its status (the requests, seats, waitlist
-- entries and accepted attempts the rules count) — as an md5. Every change of these takes the
-- student's row lock (an enrolment, a drop, a decision, a promotion, a status change).
CREATE OR REPLACE FUNCTION "enrolment_version"(p_student integer)
RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT md5(concat_ws('|', u.level, u.status, u.programme, u.degree,
      (SELECT string_agg(e.id || ':' || e.status, ',' ORDER BY e.id) FROM enrolments e WHERE e.student_id = p_student)))
    FROM users u WHERE u.id = p_student);
END $$;
--> statement-breakpoint
-- enrol_place: under the student's row lock, the version is compared with the one read with the
-- facts judged (p_version): changed, it writes nothing and answers no row (the caller reads and
-- judges again); the same, it takes the offering's row lock and then, in one statement (a later
-- one, so its snapshot sees every entry numbered before the lock was granted), a seat when one is
-- free (offerings_taken_check refuses beyond the capacity whatever happens), else the next
-- waitlist number, the enrolment and its position. Lock order as everywhere: the student, then the
-- offering.
CREATE OR REPLACE FUNCTION "enrol_place"(p_student integer, p_offering integer, p_codigo text,
  p_at timestamptz, p_version text)
RETURNS TABLE (placed_id integer, placed_codigo text, placed_status text, placed_position bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = p_student FOR UPDATE;
  IF enrolment_version(p_student) IS DISTINCT FROM p_version THEN
    RETURN;
  END IF;
  PERFORM 1 FROM offerings o WHERE o.id = p_offering FOR UPDATE;
  RETURN QUERY
  WITH seat AS (
    UPDATE offerings SET taken = taken + 1 WHERE id = p_offering AND taken < capacity RETURNING id
  ), placed AS (
    INSERT INTO enrolments (codigo, student_id, offering_id, status, waitlist_seq, created_at, updated_at)
    SELECT p_codigo, p_student, p_offering,
      CASE WHEN EXISTS (SELECT 1 FROM seat) THEN 'pendente' ELSE 'em_espera' END,
      CASE WHEN EXISTS (SELECT 1 FROM seat) THEN NULL ELSE nextval('enrolment_waitlist_seq') END,
      p_at, p_at
    RETURNING id, codigo, status, waitlist_seq
  )
  SELECT p.id, p.codigo, p.status,
    CASE WHEN p.waitlist_seq IS NULL THEN NULL ELSE 1 + (SELECT count(*) FROM enrolments e
      WHERE e.offering_id = p_offering AND e.status = 'em_espera' AND e.waitlist_seq < p.waitlist_seq) END
  FROM placed p;
END $$;
