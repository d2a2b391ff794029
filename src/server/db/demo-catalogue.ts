import type { subjects } from "./schema.ts";

/**
 * The demo catalogue: the subjects of a physics research institute's two programmes — the
 * academic one (MSc and PhD, codes FIS-) and the professional master's in applied physics and
 * instrumentation (codes MPF-) — with names and syllabi in both languages and real prerequisites
 * (a subject's prerequisites are always listed before it, so the graph has no cycle).
 */
type DemoSubject = Omit<typeof subjects.$inferInsert, "id" | "search"> & { requires?: string[] };

/** The first subjects, taught in the current term's demo offerings. */
const CORE_SUBJECTS: readonly DemoSubject[] = [
  {
    code: "FIS-501",
    namePt: "Mecânica Quântica I",
    nameEn: "Quantum Mechanics I",
    syllabusPt:
      "Postulados da mecânica quântica; espaços de Hilbert e notação de Dirac; oscilador harmônico; momento angular e spin; átomo de hidrogênio; teoria de perturbações independente do tempo.",
    syllabusEn:
      "Postulates of quantum mechanics; Hilbert spaces and Dirac notation; harmonic oscillator; angular momentum and spin; hydrogen atom; time-independent perturbation theory.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-502",
    namePt: "Eletrodinâmica Clássica",
    nameEn: "Classical Electrodynamics",
    syllabusPt:
      "Equações de Maxwell; problemas de contorno em eletrostática; multipolos; ondas eletromagnéticas e guias de onda; radiação de cargas aceleradas; formulação covariante.",
    syllabusEn:
      "Maxwell's equations; boundary-value problems in electrostatics; multipoles; electromagnetic waves and waveguides; radiation from accelerated charges; covariant formulation.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-503",
    namePt: "Mecânica Estatística",
    nameEn: "Statistical Mechanics",
    syllabusPt:
      "Ensembles microcanônico, canônico e grande canônico; gases ideais quânticos; condensação de Bose-Einstein; transições de fase e modelo de Ising; teoria de campo médio.",
    syllabusEn:
      "Microcanonical, canonical and grand canonical ensembles; ideal quantum gases; Bose-Einstein condensation; phase transitions and the Ising model; mean-field theory.",
    credits: 4,
    hours: 60,
    programme: "academico",
  },
  {
    code: "FIS-504",
    namePt: "Métodos Matemáticos da Física",
    nameEn: "Mathematical Methods of Physics",
    syllabusPt:
      "Variáveis complexas e resíduos; equações diferenciais e funções especiais; funções de Green; transformadas de Fourier e Laplace; elementos de teoria de grupos.",
    syllabusEn:
      "Complex variables and residues; differential equations and special functions; Green's functions; Fourier and Laplace transforms; elements of group theory.",
    credits: 4,
    hours: 60,
  },
  {
    code: "FIS-520",
    namePt: "Física da Matéria Condensada",
    nameEn: "Condensed Matter Physics",
    syllabusPt:
      "Redes cristalinas e espaço recíproco; fônons; teoria de bandas; semicondutores; magnetismo; introdução à supercondutividade.",
    syllabusEn:
      "Crystal lattices and reciprocal space; phonons; band theory; semiconductors; magnetism; introduction to superconductivity.",
    credits: 4,
    hours: 60,
    programme: "academico",
    requires: ["FIS-501", "FIS-503"],
  },
  {
    code: "FIS-601",
    namePt: "Teoria Quântica de Campos I",
    nameEn: "Quantum Field Theory I",
    syllabusPt:
      "Quantização canônica de campos escalares e de Dirac; integrais de trajetória; diagramas de Feynman; eletrodinâmica quântica em ordem árvore; introdução à renormalização.",
    syllabusEn:
      "Canonical quantisation of scalar and Dirac fields; path integrals; Feynman diagrams; tree-level quantum electrodynamics; introduction to renormalisation.",
    credits: 4,
    hours: 60,
    programme: "academico",
    level: "doutorado",
    requires: ["FIS-501"],
  },
  {
    code: "FIS-590",
    namePt: "Seminários de Física",
    nameEn: "Physics Seminars",
    syllabusPt:
      "Apresentação e discussão de seminários de pesquisa do instituto e de convidados; escrita e apresentação de trabalhos científicos.",
    syllabusEn:
      "Presentation and discussion of research seminars by the institute and guests; writing and presenting scientific work.",
    credits: 1,
    hours: 30,
    repeatable: true,
  },
  {
    code: "FIS-710",
    namePt: "Instrumentação Científica",
    nameEn: "Scientific Instrumentation",
    syllabusPt:
      "Sensores e transdutores; aquisição e condicionamento de sinais; eletrônica para instrumentação; controle de experimentos; projeto de um instrumento.",
    syllabusEn:
      "Sensors and transducers; signal acquisition and conditioning; electronics for instrumentation; experiment control; designing an instrument.",
    credits: 4,
    hours: 60,
    programme: "profissional",
    level: "mestrado",
  },
];

type Row = [
  code: string,
  name: [pt: string, en: string],
  credits: number,
  programme: "academico" | "profissional" | null,
  level: "mestrado" | "doutorado" | null,
  requires: string[],
  syllabus: [pt: string, en: string],
  repeatable?: boolean,
];

/** The rest of the catalogue, one line per subject. */
const MORE: readonly Row[] = [
  [
    "FIS-505",
    ["Mecânica Clássica Avançada", "Advanced Classical Mechanics"],
    4,
    "academico",
    "mestrado",
    [],
    [
      "Formalismos lagrangiano e hamiltoniano; transformações canônicas; teoria de Hamilton-Jacobi; pequenas oscilações; corpo rígido; caos.",
      "Lagrangian and Hamiltonian formalisms; canonical transformations; Hamilton-Jacobi theory; small oscillations; rigid bodies; chaos.",
    ],
  ],
  [
    "FIS-506",
    ["Física Computacional", "Computational Physics"],
    4,
    null,
    null,
    [],
    [
      "Métodos numéricos para equações diferenciais; Monte Carlo; dinâmica molecular; álgebra linear numérica; computação de alto desempenho.",
      "Numerical methods for differential equations; Monte Carlo; molecular dynamics; numerical linear algebra; high-performance computing.",
    ],
  ],
  [
    "FIS-510",
    ["Mecânica Quântica II", "Quantum Mechanics II"],
    4,
    "academico",
    null,
    ["FIS-501"],
    [
      "Teoria de perturbações dependente do tempo; espalhamento; partículas idênticas; segunda quantização; equação de Dirac.",
      "Time-dependent perturbation theory; scattering; identical particles; second quantisation; the Dirac equation.",
    ],
  ],
  [
    "FIS-511",
    ["Física Atômica e Molecular", "Atomic and Molecular Physics"],
    4,
    "academico",
    null,
    ["FIS-501"],
    [
      "Estrutura fina e hiperfina; átomos de muitos elétrons; moléculas diatômicas; espectroscopia; interação com a radiação.",
      "Fine and hyperfine structure; many-electron atoms; diatomic molecules; spectroscopy; interaction with radiation.",
    ],
  ],
  [
    "FIS-521",
    ["Teoria de Muitos Corpos", "Many-Body Theory"],
    4,
    "academico",
    "doutorado",
    ["FIS-510", "FIS-503"],
    [
      "Funções de Green; diagramas de Feynman em matéria condensada; aproximação de Hartree-Fock; líquidos de Fermi; resposta linear.",
      "Green's functions; Feynman diagrams in condensed matter; the Hartree-Fock approximation; Fermi liquids; linear response.",
    ],
  ],
  [
    "FIS-530",
    ["Física Nuclear", "Nuclear Physics"],
    4,
    "academico",
    null,
    ["FIS-501"],
    [
      "Propriedades dos núcleos; modelos nucleares; decaimentos radioativos; reações nucleares; fissão e fusão.",
      "Properties of nuclei; nuclear models; radioactive decay; nuclear reactions; fission and fusion.",
    ],
  ],
  [
    "FIS-531",
    ["Física de Partículas Elementares", "Elementary Particle Physics"],
    4,
    "academico",
    null,
    ["FIS-510"],
    [
      "Simetrias e leis de conservação; quarks e léptons; interações eletrofraca e forte; o Modelo Padrão; física de neutrinos.",
      "Symmetries and conservation laws; quarks and leptons; electroweak and strong interactions; the Standard Model; neutrino physics.",
    ],
  ],
  [
    "FIS-540",
    ["Relatividade Geral", "General Relativity"],
    4,
    "academico",
    null,
    ["FIS-502", "FIS-504"],
    [
      "Geometria diferencial; equações de Einstein; solução de Schwarzschild; buracos negros; ondas gravitacionais.",
      "Differential geometry; Einstein's equations; the Schwarzschild solution; black holes; gravitational waves.",
    ],
  ],
  [
    "FIS-541",
    ["Cosmologia", "Cosmology"],
    4,
    "academico",
    null,
    ["FIS-540"],
    [
      "Modelo de Friedmann-Lemaître; radiação cósmica de fundo; nucleossíntese primordial; inflação; matéria e energia escuras.",
      "The Friedmann-Lemaître model; the cosmic microwave background; primordial nucleosynthesis; inflation; dark matter and dark energy.",
    ],
  ],
  [
    "FIS-550",
    ["Óptica Quântica", "Quantum Optics"],
    4,
    "academico",
    null,
    ["FIS-510"],
    [
      "Quantização do campo eletromagnético; estados coerentes e comprimidos; interação átomo-campo; cavidades; emaranhamento de fótons.",
      "Quantisation of the electromagnetic field; coherent and squeezed states; atom-field interaction; cavities; photon entanglement.",
    ],
  ],
  [
    "FIS-551",
    ["Informação Quântica", "Quantum Information"],
    4,
    null,
    null,
    ["FIS-501"],
    [
      "Qubits e emaranhamento; portas e circuitos quânticos; algoritmos de Shor e Grover; correção de erros; criptografia quântica.",
      "Qubits and entanglement; quantum gates and circuits; Shor's and Grover's algorithms; error correction; quantum cryptography.",
    ],
  ],
  [
    "FIS-560",
    ["Física de Plasmas", "Plasma Physics"],
    4,
    "academico",
    null,
    ["FIS-502"],
    [
      "Movimento de partículas carregadas; descrição fluida e cinética; ondas em plasmas; instabilidades; confinamento magnético.",
      "Charged-particle motion; fluid and kinetic descriptions; waves in plasmas; instabilities; magnetic confinement.",
    ],
  ],
  [
    "FIS-570",
    ["Física Biológica", "Biological Physics"],
    4,
    "academico",
    "mestrado",
    ["FIS-503"],
    [
      "Física de macromoléculas; membranas; motores moleculares; difusão e transporte; física de redes biológicas.",
      "Physics of macromolecules; membranes; molecular motors; diffusion and transport; physics of biological networks.",
    ],
  ],
  [
    "FIS-580",
    ["Astrofísica", "Astrophysics"],
    4,
    "academico",
    null,
    ["FIS-503"],
    [
      "Estrutura e evolução estelar; objetos compactos; meio interestelar; galáxias; astrofísica de altas energias.",
      "Stellar structure and evolution; compact objects; the interstellar medium; galaxies; high-energy astrophysics.",
    ],
  ],
  [
    "FIS-602",
    ["Teoria Quântica de Campos II", "Quantum Field Theory II"],
    4,
    "academico",
    "doutorado",
    ["FIS-601"],
    [
      "Renormalização; grupo de renormalização; teorias de calibre não abelianas; quebra espontânea de simetria; anomalias.",
      "Renormalisation; the renormalisation group; non-Abelian gauge theories; spontaneous symmetry breaking; anomalies.",
    ],
  ],
  [
    "FIS-610",
    ["Supercondutividade", "Superconductivity"],
    3,
    "academico",
    "doutorado",
    ["FIS-520"],
    [
      "Fenomenologia; teoria de Ginzburg-Landau; teoria BCS; efeito Josephson; supercondutores não convencionais.",
      "Phenomenology; Ginzburg-Landau theory; BCS theory; the Josephson effect; unconventional superconductors.",
    ],
  ],
  [
    "FIS-620",
    ["Sistemas Complexos", "Complex Systems"],
    3,
    "academico",
    null,
    ["FIS-503"],
    [
      "Redes complexas; criticalidade auto-organizada; processos estocásticos; sistemas fora do equilíbrio; modelos baseados em agentes.",
      "Complex networks; self-organised criticality; stochastic processes; systems out of equilibrium; agent-based models.",
    ],
  ],
  [
    "FIS-630",
    ["Teoria de Grupos em Física", "Group Theory in Physics"],
    3,
    "academico",
    "doutorado",
    ["FIS-504"],
    [
      "Grupos finitos e de Lie; representações; SU(2) e SU(3); grupos de Lorentz e de Poincaré; aplicações.",
      "Finite and Lie groups; representations; SU(2) and SU(3); the Lorentz and Poincaré groups; applications.",
    ],
  ],
  [
    "FIS-690",
    ["Tópicos Especiais em Física Teórica", "Special Topics in Theoretical Physics"],
    2,
    "academico",
    "doutorado",
    [],
    [
      "Tema variável a cada oferta, definido pelo docente responsável e aprovado pelo colegiado.",
      "A different topic each time it is offered, chosen by the teacher and approved by the programme board.",
    ],
    true,
  ],
  [
    "FIS-720",
    ["Física Experimental de Altas Energias", "Experimental High-Energy Physics"],
    4,
    "academico",
    "doutorado",
    ["FIS-531"],
    [
      "Detectores de partículas; calorimetria; sistemas de trigger; análise estatística de dados; colaborações internacionais.",
      "Particle detectors; calorimetry; trigger systems; statistical data analysis; international collaborations.",
    ],
  ],
  [
    "FIS-730",
    ["Estágio em Docência", "Teaching Internship"],
    2,
    "academico",
    null,
    [],
    [
      "Participação supervisionada no ensino de graduação: preparação de aulas, monitoria e avaliação.",
      "Supervised participation in undergraduate teaching: preparing classes, tutoring and assessment.",
    ],
    true,
  ],
  [
    "MPF-501",
    ["Metrologia e Incerteza de Medição", "Metrology and Measurement Uncertainty"],
    4,
    "profissional",
    "mestrado",
    [],
    [
      "Sistema Internacional de Unidades; rastreabilidade; avaliação da incerteza (GUM); calibração; controle estatístico.",
      "The International System of Units; traceability; evaluating uncertainty (GUM); calibration; statistical control.",
    ],
  ],
  [
    "MPF-502",
    ["Eletrônica para Instrumentação", "Electronics for Instrumentation"],
    4,
    "profissional",
    "mestrado",
    [],
    [
      "Amplificadores operacionais; filtros; conversores A/D e D/A; ruído; projeto de placas de circuito.",
      "Operational amplifiers; filters; A/D and D/A converters; noise; circuit board design.",
    ],
  ],
  [
    "MPF-503",
    ["Física Médica e Radioproteção", "Medical Physics and Radiation Protection"],
    4,
    "profissional",
    "mestrado",
    [],
    [
      "Interação da radiação com a matéria; dosimetria; radiodiagnóstico e radioterapia; normas de radioproteção.",
      "Interaction of radiation with matter; dosimetry; diagnostic radiology and radiotherapy; radiation protection standards.",
    ],
  ],
  [
    "MPF-510",
    ["Processamento de Sinais", "Signal Processing"],
    4,
    "profissional",
    "mestrado",
    ["MPF-502"],
    [
      "Amostragem; transformada de Fourier discreta; filtros digitais; análise espectral; processamento em tempo real.",
      "Sampling; the discrete Fourier transform; digital filters; spectral analysis; real-time processing.",
    ],
  ],
  [
    "MPF-511",
    ["Sistemas Embarcados", "Embedded Systems"],
    4,
    "profissional",
    "mestrado",
    ["MPF-502"],
    [
      "Microcontroladores; sistemas operacionais de tempo real; interfaces e protocolos; aquisição de dados embarcada.",
      "Microcontrollers; real-time operating systems; interfaces and protocols; embedded data acquisition.",
    ],
  ],
  [
    "MPF-520",
    ["Técnicas de Vácuo e Criogenia", "Vacuum and Cryogenic Techniques"],
    3,
    "profissional",
    "mestrado",
    ["FIS-710"],
    [
      "Bombas e medidores de vácuo; detecção de vazamentos; líquidos criogênicos; criostatos; segurança.",
      "Vacuum pumps and gauges; leak detection; cryogenic liquids; cryostats; safety.",
    ],
  ],
  [
    "MPF-521",
    ["Aceleradores de Partículas e Aplicações", "Particle Accelerators and Applications"],
    3,
    "profissional",
    "mestrado",
    ["MPF-503"],
    [
      "Princípios de aceleradores; fontes de luz síncrotron; aplicações em medicina, indústria e materiais.",
      "Principles of accelerators; synchrotron light sources; applications in medicine, industry and materials.",
    ],
  ],
  [
    "MPF-530",
    ["Ciência de Dados para Física", "Data Science for Physics"],
    4,
    null,
    "mestrado",
    ["FIS-506"],
    [
      "Estatística bayesiana; aprendizado de máquina; visualização; reprodutibilidade e gestão de dados científicos.",
      "Bayesian statistics; machine learning; visualisation; reproducibility and scientific data management.",
    ],
  ],
  [
    "MPF-540",
    ["Gestão de Projetos de P&D", "R&D Project Management"],
    2,
    "profissional",
    "mestrado",
    [],
    [
      "Planejamento e acompanhamento de projetos; propriedade intelectual; fomento e inovação; transferência de tecnologia.",
      "Planning and monitoring projects; intellectual property; funding and innovation; technology transfer.",
    ],
  ],
  [
    "MPF-590",
    ["Seminários do Mestrado Profissional", "Professional Master's Seminars"],
    1,
    "profissional",
    "mestrado",
    [],
    [
      "Apresentação dos projetos de dissertação e de casos de aplicação trazidos por profissionais convidados.",
      "Presentations of dissertation projects and of applied cases brought by invited professionals.",
    ],
    true,
  ],
  [
    "MPF-600",
    ["Projeto de Dissertação Profissional", "Professional Dissertation Project"],
    2,
    "profissional",
    "mestrado",
    ["MPF-501"],
    [
      "Elaboração do projeto de dissertação: problema, metodologia, cronograma e plano de validação com o parceiro.",
      "Writing the dissertation project: problem, method, schedule and validation plan with the partner.",
    ],
  ],
];

export const DEMO_SUBJECTS: readonly DemoSubject[] = [
  ...CORE_SUBJECTS,
  ...MORE.map(
    ([code, [namePt, nameEn], credits, programme, level, requires, [syllabusPt, syllabusEn], repeatable]) => ({
      code,
      namePt,
      nameEn,
      syllabusPt,
      syllabusEn,
      credits,
      hours: credits * 15,
      programme,
      level,
      requires,
      repeatable: repeatable ?? false,
    }),
  ),
];
