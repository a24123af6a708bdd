import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { performances, type PerformanceCategoryCode, type StoredPerformer } from "./schema";
import { SUMMER_2025_GUID } from "./seed-data";

// The demo's festival program: the summer festival's three days (Friday 4 July 2025 from 6 PM,
// Saturday and Sunday from 11 AM; Toronto time, -04:00 in July) on two stages, the Main Stage and
// the Family Tent, in every category, most in Arabic too (a few left in English, as the site shows
// English where the Arabic is missing).

type SeedPerformance = {
  title: string;
  titleAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  performers: StoredPerformer[];
  stage: "main" | "tent";
  category: PerformanceCategoryCode;
  startsAt: string;
  endsAt: string;
  position?: number;
};

const STAGES = {
  main: { stage: "Main Stage", stageAr: "المسرح الرئيسي" },
  tent: { stage: "Family Tent", stageAr: "خيمة العائلة" },
} as const;

const person = (
  name: string,
  nameAr: string | null,
  bio: string | null = null,
  bioAr: string | null = null,
): StoredPerformer => ({ name, nameAr, bio, bioAr, group: false });

const group = (
  name: string,
  nameAr: string | null,
  bio: string | null = null,
  bioAr: string | null = null,
): StoredPerformer => ({ name, nameAr, bio, bioAr, group: true });

/** "2025-07-04", "18:30" -> the instant, Toronto summer time. */
const at = (day: string, time: string) => `${day}T${time}:00-04:00`;
const FRI = "2025-07-04";
const SAT = "2025-07-05";
const SUN = "2025-07-06";

export const SEED_PROGRAM: SeedPerformance[] = [
  // Friday 4 July, from 6 PM
  {
    title: "Opening ceremony",
    titleAr: "حفل الافتتاح",
    description: "The festival opens with a welcome from the organisers and the city.",
    descriptionAr: "يُفتتح المهرجان بكلمة ترحيب من المنظمين والمدينة.",
    performers: [person("Mona Saleh", "منى صالح", "The festival's host for eight summers.")],
    stage: "main",
    category: "talk",
    startsAt: at(FRI, "18:15"),
    endsAt: at(FRI, "18:45"),
  },
  {
    title: "Oud and qanun duo",
    titleAr: "ثنائي العود والقانون",
    description: "Classical maqam improvisations and songs from Aleppo and Cairo.",
    descriptionAr: "ارتجالات على المقامات الكلاسيكية وأغانٍ من حلب والقاهرة.",
    performers: [
      person(
        "Nizar Haddad",
        "نزار حداد",
        "Oud player, born in Aleppo, teaching in Toronto since 2012.",
        "عازف عود من مواليد حلب، يدرّس في تورونتو منذ 2012.",
      ),
      person(
        "Layla Mansour",
        "ليلى منصور",
        "Qanun player and composer.",
        "عازفة قانون ومؤلفة موسيقية.",
      ),
    ],
    stage: "main",
    category: "music",
    startsAt: at(FRI, "19:00"),
    endsAt: at(FRI, "20:15"),
  },
  {
    title: "Dabke night",
    titleAr: "ليلة الدبكة",
    description: "Line dances from the Levant: watch, then join the circle.",
    descriptionAr: "دبكات من بلاد الشام: شاهِد ثم انضمّ إلى الحلقة.",
    performers: [
      group(
        "Al-Nujoum Dabke Troupe",
        "فرقة النجوم للدبكة",
        "Twenty dancers from Mississauga and Hamilton.",
        "عشرون راقصًا وراقصة من ميسيساغا وهاملتون.",
      ),
    ],
    stage: "main",
    category: "dance",
    startsAt: at(FRI, "20:45"),
    endsAt: at(FRI, "22:30"),
  },
  {
    title: "Henna and calligraphy corner",
    titleAr: "ركن الحناء والخط",
    description: "Your name in Arabic calligraphy, and henna designs for all ages.",
    descriptionAr: "اسمك بالخط العربي، ونقوش الحناء لكل الأعمار.",
    performers: [person("Samira Khoury", "سميرة خوري", "Calligrapher.", "خطّاطة.")],
    stage: "tent",
    category: "art",
    startsAt: at(FRI, "18:30"),
    endsAt: at(FRI, "20:00"),
  },
  {
    title: "Tales of Juha",
    titleAr: "حكايات جحا",
    description: "Funny stories of Juha and his donkey, told in Arabic and English.",
    descriptionAr: "قصص جحا وحماره المضحكة، تُروى بالعربية والإنجليزية.",
    performers: [person("Omar Aziz", "عمر عزيز", "Storyteller.", "حكواتي.")],
    stage: "tent",
    category: "kids",
    startsAt: at(FRI, "20:15"),
    endsAt: at(FRI, "21:00"),
  },

  // Saturday 5 July, from 11 AM
  {
    title: "Puppet theatre: Karagoz",
    titleAr: "مسرح الدمى: كراكوز وعيواظ",
    description: "The shadow puppets Karagoz and Iwaz, for children and their parents.",
    descriptionAr: "دمى الظل كراكوز وعيواظ، للأطفال وأهاليهم.",
    performers: [group("Khayal Puppet Company", "فرقة خيال للدمى")],
    stage: "tent",
    category: "kids",
    startsAt: at(SAT, "11:30"),
    endsAt: at(SAT, "12:15"),
  },
  {
    title: "Al-Amal children's choir",
    titleAr: "جوقة الأمل للأطفال",
    description: "Songs of the summer, sung by forty children.",
    descriptionAr: "أغاني الصيف بأصوات أربعين طفلًا.",
    performers: [group("Al-Amal Children's Choir", "جوقة الأمل للأطفال")],
    stage: "main",
    category: "kids",
    startsAt: at(SAT, "12:00"),
    endsAt: at(SAT, "12:45"),
  },
  {
    title: "Darbuka workshop for beginners",
    titleAr: "ورشة دربكة للمبتدئين",
    description: "Drums provided. No experience needed.",
    descriptionAr: "الطبول متوفرة. لا حاجة إلى خبرة سابقة.",
    performers: [person("Karim Youssef", "كريم يوسف", "Percussionist.", "عازف إيقاع.")],
    stage: "tent",
    category: "music",
    startsAt: at(SAT, "13:00"),
    endsAt: at(SAT, "14:00"),
  },
  {
    title: "The art of Arabic calligraphy",
    titleAr: "فن الخط العربي",
    description: "From Kufic to Diwani: a talk with live demonstration.",
    descriptionAr: "من الكوفي إلى الديواني: محاضرة مع عرض حيّ.",
    performers: [
      person(
        "Samira Khoury",
        "سميرة خوري",
        "Calligrapher; her work hangs in Toronto and Beirut.",
        "خطّاطة عُرضت أعمالها في تورونتو وبيروت.",
      ),
    ],
    stage: "main",
    category: "talk",
    startsAt: at(SAT, "14:00"),
    endsAt: at(SAT, "15:00"),
  },
  {
    title: "Mosaic painting for families",
    titleAr: null,
    description: "Paint a tile for the festival's mosaic wall.",
    descriptionAr: null,
    performers: [],
    stage: "tent",
    category: "art",
    startsAt: at(SAT, "15:00"),
    endsAt: at(SAT, "16:30"),
  },
  {
    title: "Tarab classics",
    titleAr: "روائع الطرب",
    description: "Songs of Umm Kulthum, Abdel Halim and Wadih El Safi.",
    descriptionAr: "أغاني أم كلثوم وعبد الحليم ووديع الصافي.",
    performers: [
      person("Rami Khalil", "رامي خليل", "Singer.", "مطرب."),
      group("Tarab Ensemble", "فرقة طرب"),
    ],
    stage: "main",
    category: "music",
    startsAt: at(SAT, "16:00"),
    endsAt: at(SAT, "17:30"),
  },
  {
    title: "Face painting and games",
    titleAr: "رسم على الوجوه وألعاب",
    description: null,
    descriptionAr: null,
    performers: [],
    stage: "tent",
    category: "kids",
    startsAt: at(SAT, "17:00"),
    endsAt: at(SAT, "18:00"),
  },
  {
    title: "Tanoura: whirling dance",
    titleAr: "رقصة التنورة",
    description: "The colourful whirling skirts of Cairo's Tanoura dancers.",
    descriptionAr: "تنانير راقصي التنورة الملوّنة الدوّارة من القاهرة.",
    performers: [person("Hassan Farid", null, "Tanoura dancer from Cairo.")],
    stage: "main",
    category: "dance",
    startsAt: at(SAT, "18:30"),
    endsAt: at(SAT, "19:15"),
  },
  {
    title: "A night for Fairuz",
    titleAr: "ليلة لفيروز",
    description: "The songs of Fairuz and the Rahbani brothers, with a full band.",
    descriptionAr: "أغاني فيروز والأخوين رحباني مع فرقة كاملة.",
    performers: [
      person("Nour Haddad", "نور حداد", "Singer.", "مطربة."),
      group("Levant Ensemble", "فرقة المشرق"),
    ],
    stage: "main",
    category: "music",
    startsAt: at(SAT, "20:00"),
    endsAt: at(SAT, "22:00"),
  },

  // Sunday 6 July, from 11 AM
  {
    title: "Storytime in Arabic and English",
    titleAr: "وقت الحكاية بالعربية والإنجليزية",
    description: null,
    descriptionAr: null,
    performers: [person("Omar Aziz", "عمر عزيز")],
    stage: "tent",
    category: "kids",
    startsAt: at(SUN, "11:30"),
    endsAt: at(SUN, "12:15"),
  },
  {
    title: "Poetry: Mahmoud Darwish",
    titleAr: "أمسية شعرية: محمود درويش",
    description: "Poems read in Arabic, with English translations on screen.",
    descriptionAr: "قصائد تُلقى بالعربية مع ترجمة إنجليزية على الشاشة.",
    performers: [person("Yasmin Taha", "ياسمين طه", "Poet and translator.", "شاعرة ومترجمة.")],
    stage: "main",
    category: "talk",
    startsAt: at(SUN, "12:00"),
    endsAt: at(SUN, "13:00"),
  },
  {
    title: "Calligraphy for kids",
    titleAr: "الخط العربي للصغار",
    description: null,
    descriptionAr: null,
    performers: [person("Samira Khoury", "سميرة خوري")],
    stage: "tent",
    category: "art",
    startsAt: at(SUN, "13:30"),
    endsAt: at(SUN, "14:30"),
  },
  {
    title: "Dabke competition",
    titleAr: "مسابقة الدبكة",
    description: "Troupes from across Ontario compete; the audience votes.",
    descriptionAr: "فرق من أنحاء أونتاريو تتنافس، والجمهور يصوّت.",
    performers: [group("Al-Nujoum Dabke Troupe", "فرقة النجوم للدبكة"), group("Jafra", "جفرا")],
    stage: "main",
    category: "dance",
    startsAt: at(SUN, "14:30"),
    endsAt: at(SUN, "16:00"),
  },
  {
    title: "Closing concert",
    titleAr: "حفل الختام",
    description: "The festival ends as it began: with music for everyone.",
    descriptionAr: "يختتم المهرجان كما بدأ: بالموسيقى للجميع.",
    performers: [group("Levant Ensemble", "فرقة المشرق")],
    stage: "main",
    category: "music",
    startsAt: at(SUN, "17:30"),
    endsAt: at(SUN, "19:30"),
  },
];

/**
 * The summer festival's program, when it has none yet (performances have no natural key: a
 * program the organisers already started is left as it is).
 */
export async function seedProgram(db: Db, eventIds: ReadonlyMap<string, number>): Promise<void> {
  const eventId = eventIds.get(SUMMER_2025_GUID);
  if (eventId === undefined) return;
  const [existing] = await db
    .select({ id: performances.id })
    .from(performances)
    .where(eq(performances.eventId, eventId))
    .limit(1);
  if (existing) return;
  await db.insert(performances).values(
    SEED_PROGRAM.map(({ stage, startsAt, endsAt, position = 0, ...p }) => ({
      ...p,
      ...STAGES[stage],
      eventId,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      position,
    })),
  );
}
