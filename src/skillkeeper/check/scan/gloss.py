"""An English gloss of instructions written in other languages, so the prose rules read them too.

The prose rules are English. An attacker writes the same order in German, Spanish, Chinese...
`english_gloss` replaces the phrases that carry an attack's intent (ignore previous
instructions, without telling the user, read, send, the contents of, secretly, before
answering) with their English words, in the major languages of the web; names, paths and
URLs stay as they are, and so do line breaks (findings keep their line numbers). It is a
phrase table, not a translator: it only has to make an order recognisable, and a benign text
glossed the same way stays benign (the rules still want a secret, a destination or an order).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from skillkeeper.check.scan.lazyre import lazy

# (English, phrases in de, es, fr, pt, it, nl, pl, ru/uk, tr, zh, ja, ko, id, sv, cs, fi, ro, hu, fa, no, da, af, sk).
# Longest first.
_TABLE: tuple[tuple[str, str], ...] = (
    (
        "ignore all previous instructions",
        r"ignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|früheren|obigen)\s+(?:anweisungen|instruktionen|regeln)"
        r"|ignora(?:r)?\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)"
        r"|ignore[rz]?\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes)\s+(?:précédentes|antérieures)"
        r"|ignor[ea]r?\s+(?:todas\s+)?(?:as\s+)?instruções\s+anteriores"
        r"|ignora\s+(?:tutte\s+)?(?:le\s+)?istruzioni\s+precedenti"
        r"|(?:olvida|olvídate\s+de|descarta|omite)\s+(?:todas\s+)?(?:tus|las)\s+(?:instrucciones|reglas|indicaciones)\s+(?:anteriores|previas)"
        r"|desconsider[ea]r?\s+(?:todas\s+)?(?:as\s+)?(?:instruções|regras)\s+anteriores"
        r"|vergiss\s+(?:alle\s+)?(?:deine\s+)?(?:vorherigen|bisherigen|früheren)\s+(?:anweisungen|regeln)"
        r"|oublie\s+(?:toutes\s+)?(?:tes|les)\s+(?:instructions|consignes|règles)\s+(?:précédentes|antérieures)"
        r"|ignora\s+(?:il\s+)?prompt\s+di\s+sistema|ignora\s+(?:tutte\s+)?(?:le\s+)?regole\s+precedenti"
        r"|önceki\s+(?:tüm\s+)?talimatları\s+unut"
        r"|negeer\s+(?:alle\s+)?(?:vorige|eerdere)\s+instructies"
        r"|zignoruj\s+(?:wszystkie\s+)?poprzednie\s+(?:instrukcje|polecenia)"
        r"|игнорируй(?:те)?\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания)"
        r"|забудь(?:те)?\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания)"
        r"|önceki\s+(?:tüm\s+)?talimatları\s+(?:yok\s+say|görmezden\s+gel)"
        r"|(?:忽略|无视|忽视)[^。\n]{0,8}?(?:之前|以前|先前|上面|上述)[^。\n]{0,6}?(?:指令|指示|说明|規則|规则)"
        r"|(?:以前|これまで|前)の(?:すべての)?指示(?:を|は)?(?:すべて)?無視"
        r"|이전\s*(?:의\s*)?(?:모든\s*)?지시[^.\n]{0,20}?무시",
    ),
    (
        "without telling the user",
        r"ohne\s+(?:es\s+)?(?:dem|den)\s+(?:nutzer|benutzer|anwender)\w*\s+(?:zu\s+)?(?:sagen|mitzuteilen|erwähnen|informieren)"
        r"|erwähne\s+(?:das|dies)\s+(?:dem\s+(?:nutzer|benutzer)\s+gegenüber\s+)?nicht|sag(?:e)?\s+(?:es\s+)?(?:dem\s+)?(?:nutzer|benutzer)\s+nicht"
        r"|sin\s+(?:avisar|decir(?:le)?|informar|notificar)(?:le)?\s+al\s+usuario|no\s+(?:se\s+lo\s+)?(?:digas|menciones|informes)\s+al\s+usuario"
        r"|sans\s+(?:le\s+)?(?:dire|prévenir|informer|mentionner)\s+(?:à\s+)?l['’]utilisateur|ne\s+(?:le\s+)?dis\s+pas\s+à\s+l['’]utilisateur"
        r"|sem\s+(?:avisar|informar|contar)\s+(?:ao?\s+)?usuário|não\s+(?:conte|diga|informe|mencione)\s+(?:isso\s+)?(?:ao|para\s+o)\s+usuário"
        r"|senza\s+(?:dirlo|avvisare|informare)\s+(?:all['’])?utente|non\s+dirlo\s+all['’]utente|non\s+(?:informare|avvisare)\s+l['’]utente"
        r"|zonder\s+(?:het\s+)?(?:de\s+)?gebruiker\s+te\s+(?:vertellen|informeren)"
        r"|sag(?:e)?\s+dem\s+(?:nutzer|benutzer)\s+nichts(?:\s+davon)?|verrate\s+\w+\s+(?:dem\s+(?:nutzer|benutzer)\s+)?nicht"
        r"|sin\s+decírselo|no\s+se\s+lo\s+digas|sans\s+le\s+prévenir|cache\s+(?:cette\s+étape|cela|ceci)\s+à\s+l['’]utilisateur"
        r"|пользователю\s+(?:об\s+этом\s+)?не\s+(?:говори|сообщай|рассказывай)|kullanıcıya\s+(?:bundan\s+)?(?:söyleme|bahsetme)\b"
        r"|ユーザーに(?:は)?(?:見せないで|伝えないで|知らせないで)|사용자에게\s*(?:절대\s*)?(?:말하지\s*마|알리지\s*마)"
        r"|不要在(?:回复|回答|答复)中提到|不要让用户(?:看到|知道)"
        r"|bez\s+(?:informowania|mówienia)\s+użytkownik\w*"
        r"|vertel\s+(?:het\s+)?(?:de\s+)?gebruiker\s+(?:hier\s+|daar\s+)?niets(?:\s+over)?|jangan\s+(?:beri(?:kan)?\s+tahu|memberi\s+tahu|bilang\s+(?:ke|kepada))\s+pengguna"
        r"|berätta\s+(?:inte|inget)\s+(?:för|till)\s+användaren"
        r"|не\s+(?:сообщая|говоря|уведомляя)\s+пользовател\w*|не\s+(?:сообщай|говори|рассказывай)\s+(?:об\s+этом\s+)?пользовател\w*"
        r"|kullanıcıya\s+(?:söylemeden|haber\s+vermeden)"
        r"|不要(?:告诉|告知|通知|让)用户(?:知道)?|不告诉用户|别告诉用户|在用户不知情的情况下"
        r"|ユーザーに(?:知らせずに|伝えずに|言わずに|知らせないで|言わないで)"
        r"|사용자에게\s*(?:알리지\s*말고|말하지\s*말고|알리지\s*않고)"
        # Czech, Finnish, Romanian, Hungarian, Persian.
        r"|uživateli\s+(?:nic\s+)?neříkej|neříkej\s+(?:to\s+)?uživateli|bez\s+vědomí\s+uživatele"
        r"|(?:äläkä|älä)\s+kerro\s+käyttäjälle|nu-?i\s+spune\s+utilizatorului|fără\s+să-?i\s+spui\s+utilizatorului"
        r"|ne\s+(?:szólj|mondd\s+el)\s+a\s+felhasználónak|به\s+کاربر\s+(?:نگو|چیزی\s+نگو)"
        # Norwegian, Danish, Afrikaans, Slovak.
        r"|(?:ikke|ikkje)\s+(?:fortell|fortæl|sig|si)\s+(?:det\s+)?(?:til\s+)?(?:brukeren|brugeren)"
        r"|(?:fortell|fortæl|sig|si)\s+(?:det\s+)?(?:ikke|ikkje)\s+(?:til\s+)?(?:brukeren|brugeren)"
        r"|(?:uten|uden)\s+(?:å|at)\s+(?:fortelle|fortælle|si\s+fra\s+til|sige\s+det\s+til)\s+(?:det\s+)?(?:til\s+)?(?:brukeren|brugeren)"
        r"|sonder\s+om\s+(?:die\s+)?gebruiker\s+te\s+(?:vertel|laat\s+weet)|moenie\s+(?:vir\s+)?die\s+gebruiker\s+vertel\s+nie"
        r"|nehovor\s+(?:to\s+)?používateľovi|bez\s+vedomia\s+používateľa",
    ),
    (
        "secretly",
        r"heimlich|stillschweigend|en\s+secreto|sin\s+que\s+(?:lo\s+)?sepa|en\s+silence|discrètement|secretamente|silenciosamente"
        r"|in\s+silenzio|segretamente|stilletjes|potajemnie|тайно|незаметно|скрытно|gizlice|悄悄(?:地)?|偷偷(?:地)?|秘密裏に|こっそり|몰래",
    ),
    (
        "before answering",
        r"(?:bevor\s+du\s+antwortest|vor\s+jeder\s+antwort)|antes\s+de\s+(?:cada\s+)?(?:responder|respuesta|resposta)"
        r"|avant\s+(?:de\s+répondre|chaque\s+réponse)|prima\s+di\s+(?:rispondere|ogni\s+risposta)|voordat\s+je\s+antwoordt"
        r"|перед\s+(?:каждым\s+)?ответом|cevap\s+vermeden\s+önce|(?:在)?回答之前|回答する前に|답변하기\s*전에",
    ),
    (
        "the contents of",
        r"(?:den\s+)?(?:vollständigen\s+)?inhalt\s+(?:von|der\s+datei|des)|el\s+contenido\s+(?:del?|de\s+la)|le\s+contenu\s+(?:de|du|des)"
        r"|o\s+conteúdo\s+(?:de|do|da)|il\s+contenuto\s+(?:di|del|della)|de\s+inhoud\s+van|zawartość|содержимое|içeriğini"
        r"|的内容|の内容を?|의\s*내용을?"
        r"|\bobsah(?:\s+souboru)?\b|\bsisältö\b|\bconținutul(?:\s+fișierului)?\b|\btartalmát\b|محتوای(?:\s+فایل)?"
        r"|\binnholdet\s+(?:i|av)\b|\bindholdet\s+af\b|\binnehållet\s+i\b|\bdie\s+inhoud\s+van\b",
    ),
    (
        "read",
        r"\blies\b|\blese\b|\blesen\b|\blee\b|\bleer\b|\blis\b|\blire\b|\bleia\b|\bler\b|\bleggi\b|\blees\b|\bprzeczytaj\b"
        r"|прочитай(?:те)?|прочти|считай|\boku\b|读取|读一下|阅读|読み取って|読んで|읽어",
    ),
    (
        "send",
        r"\bsende\b|\bschicke?\b|\blade\s+hoch\b|\blade\s+(?:ihn|sie|es|die\s+datei)\s+(?:auf|nach|zu)\b|\benvía\b|\benviar\b|\bsube\b|\benvoie\b|\benvoyer\b|\benvie\b|\binvia\b|\binviare\b"
        r"|\bstuur\b|\bwyślij\b|отправь(?:те)?|пошли|загрузи|\bgönder\b|发送|上传|发到|送信して|送って|アップロード|보내|전송"
        r"|\bkirim(?:kan)?\b|\bunggah\b|\bskicka\b|\bladda\s+upp\b"
        r"|\bpošli\b|\bodešli\b|\blähetä\b|\btrimite\b|\bküldd(?:\s+el)?\b|بفرست|ارسال\s+کن"
        r"|\bodošli\b|\blast\s+opp\b|\bupload\s+til\b|\boplaad\b",
    ),
    (
        "by email to",
        r"\bper\s+e-?mail\s+(?:an|a|naar)\b|\bpor\s+(?:correo(?:\s+electr[oó]nico)?|e-?mail)\s+(?:a|para)\b"
        r"|\bpar\s+(?:e-?mail|courriel)\s+[àa]\b|\bvia\s+e-?mail\s+(?:an|a|à|para|naar)\b",
    ),
    (
        "include",
        r"füge\b[^.\n]{0,40}\bein\b|\bincluye\b|\binclure\b|\binclus\b|\bajoute\b|\binclua\b|\binclui\b|\bincludi\b|\bincolla\b"
        r"|вставь(?:те)?|включи|\bekle\b|包含|附上|粘贴|含めて|貼り付け|포함",
    ),
    (
        "without asking",
        r"sin\s+(?:preguntar|pedir\s+confirmación)|sem\s+(?:perguntar|pedir\s+confirmação)(?:\s+ao\s+usuário)?"
        r"|ohne\s+(?:rückfrage|nachzufragen|zu\s+fragen|bestätigung)|sans\s+(?:demander|confirmation)|senza\s+chiedere"
        r"|zonder\s+te\s+vragen|без\s+(?:подтверждения|спроса|вопросов)|(?:kullanıcıya\s+)?sormadan|onay\s+almadan"
        r"|확인\s*없이|묻지\s*않고|不经(?:确认|询问)|无需确认|未经确认|確認せずに|確認なしで"
        r"|\bneptej\s+se\b|\bkysymättä\b|\bfără\s+să\s+(?:întrebi|ceri\s+confirmare)\b|\bkérdezés\s+nélkül\b|بدون\s+پرسیدن"
        r"|\buten\s+å\s+spørre\b|\buden\s+at\s+spørge\b|\butan\s+att\s+fråga\b|\bsonder\s+om\s+te\s+vra\b|\bbez\s+(?:o)?pýtania\b",
    ),
    # A claim that consent was given ("l'utente ha già approvato"), so the forged-approval rule reads it.
    (
        "the user has already approved",
        r"\bl['’]utente\s+ha\s+già\s+approvato|\bapprovat[ao]\s+dal(?:l['’])?\s*(?:utente|responsabile|proprietario)"
        r"|\bschváleno\s+(?:uživatelem|vlastníkem)|\b(?:uživatel\s+)?už\s+souhlasil"
        r"|\bon\s+jo\s+hyväksynyt|\bon\s+antanut\s+luvan(?:\s+etukäteen)?"
        r"|\ba\s+aprobat\s+deja|\baprobat\s+de\s+(?:proprietar|utilizator)"
        r"|\bmár\s+jóváhagyta|\belőre\s+engedélyezte|قبلاً\s+تأیید\s+کرده(?:\s+است)?|از\s+قبل\s+اجازه\s+داده(?:\s+است)?",
    ),
    ("assistant", r"\bassistente\b|\basistent(?:a|ovi|ul|ului)\b|\bavustaja(?:lle)?\b|\basszisztens(?:nek)?\b|دستیار"),
    # A destructive order's words ("Lösche alle Tabellen"), so the English wipe rule reads it.
    (
        "delete",
        r"\blösche\b|\bapague\b|\bborra\b|\belimina\b|\bsupprime\b|\bудали(?:те)?\b|删除|削除して|삭제하세요"
        r"|\bslett\b|\bslet\b|\bradera\b|\bvymaž\b|\bzmaž\b|\bvee\s+uit\b",
    ),
    ("all", r"\balle\b|\btodos\b|\btodas\b|\btous\b|\btoutes\b|\bвсе\b|\btüm\b|所有|すべての|모든|\balla\b|\bvšetky\b"),
    (
        "files",
        r"\bdateien\b|\barchivos\b|\barquivos\b|\bfichiers\b|\bфайлы\b|\bdosyaları\b|文件|ファイル|파일"
        r"|\bfilene\b|\bfilerne\b|\bfilerna\b|\bsúbory\b|\blêers\b",
    ),
    ("project", r"\bprojeto\b|\bproyecto\b|\bprojet\b|\bprojekt(?:s|es)?\b|\bпроекта\b"),
    (
        "user",
        r"\busuário\b|\busuario\b|\butilisateur\b|\b(?:be)?nutzers?\b|\bпользователя\b|\bkullanıcının\b"
        r"|\bbrukerens\b|\bbrugerens\b|\banvändarens\b|\bpoužívateľa\b",
    ),
    ("tables", r"\btabellen\b|\btablas\b|\btabelas\b|\bтаблицы\b|\btabloları\b|\btabeller(?:na|ne)?\b"),
    ("databases", r"\bdatabaser(?:na|ne)?\b|\bdatabázy\b|\bdatabasisse\b"),
    # The framing word too: "Пример атаки: «...»" quotes an attack as the English "attack: ..." would.
    (
        "attack",
        r"\bangriff\w*|\bataque\w*|\battaque\w*|\battacc\w*|\baanval\w*|\batak\w*|\bатак\w*|\bsaldırı\w*"
        r"|\bangreifer\w*|攻击|攻撃|공격",
    ),
    # A write order's verb ("Añade esto a CLAUDE.md:"), so the memory and rules-file rules read it.
    (
        "add",
        r"\b(?:añade|añadir|agrega|agregue|adicione|adiciona|acrescente|ajoute[sz]?|füge|hinzufügen|aggiungi|voeg)\b"
        r"|\bдобав(?:ь|ьте)\b|添加到?|追加して|추가하세요",
    ),
    # Reported speech ("攻击者会写“...”"): the verb before a quote, so a quoted attack reads as quoted.
    (
        "write",
        r"(?:写道?|说|說|書く|書き込む|言う)(?=\s*[“「『\"«:：])|\b(?:escriben|dicen|escrevem|dizem|schreiben|sagen"
        r"|écrivent|disent|пишут|говорят)\b",
    ),
)
# Per phrase, literals one of which a match holds (lower case): a paragraph holding none is skipped.
_KEYS: dict[str, tuple[str, ...]] = {
    "ignore all previous instructions": (
        *("ignor", "negeer", "игнорир", "забудь", "önceki", "忽略", "無視", "무시", "olvid", "descart", "omite"),
        *("desconsider", "vergiss", "oublie", "无视", "忽视"),
    ),
    "without telling the user": (
        *("nutzer", "benutzer", "anwender", "usuario", "utilisateur", "usuário", "utente", "gebruiker", "użytkow"),
        *("пользовател", "kullanıcı", "用户", "ユーザー", "사용자", "decírselo", "digas", "prévenir", "提到"),
        *("pengguna", "användar", "uživatel", "käyttäjä", "utilizator", "felhasználó", "کاربر"),
        *("brukeren", "brugeren", "používateľ"),
    ),
    "without asking": (
        *(
            "pregunt",
            "pergunt",
            "confirma",
            "rückfrage",
            "fragen",
            "bestätigung",
            "demander",
            "chiedere",
            "vragen",
            "подтвержд",
        ),
        *("спроса", "вопрос", "sormadan", "onay", "확인", "묻지", "确认", "询问", "確認"),
        *("neptej", "kysymättä", "întrebi", "confirmare", "kérdezés", "پرسیدن", "spørre", "spørge", "fråga", "vra"),
        "pýtania",
    ),
    "the user has already approved": (
        *("approvat", "schválen", "souhlasil", "hyväksyn", "luvan", "aprobat", "jóváhagyta", "engedélyezte"),
        *("تأیید", "اجازه"),
    ),
    "assistant": ("assistente", "asistent", "avustaja", "asszisztens", "دستیار"),
    "delete": (
        *("lösche", "apague", "borra", "elimina", "supprime", "удали", "删除", "削除", "삭제"),
        *("slett", "slet", "radera", "vymaž", "zmaž", "vee uit"),
    ),
    "all": ("alle", "todos", "todas", "tous", "toutes", "все", "tüm", "所有", "すべて", "모든", "alla", "všetky"),
    "files": (
        *("dateien", "archivos", "arquivos", "fichiers", "файлы", "dosya", "文件", "ファイル", "파일"),
        *("filene", "filerne", "filerna", "súbory", "lêers"),
    ),
    "project": ("projeto", "proyecto", "projet", "projekt", "проекта"),
    "user": (
        *("usuário", "usuario", "utilisateur", "nutzer", "пользователя", "kullanıcının"),
        *("brukerens", "brugerens", "användarens", "používateľa"),
    ),
    "tables": ("tabellen", "tablas", "tabelas", "таблицы", "tablo", "tabeller"),
    "databases": ("databaser", "databázy", "databasisse"),
    "secretly": (
        *("heimlich", "stillschweigend", "secreto", "sepa", "silence", "discrètement", "secretamente", "silencio"),
        *("silenzio", "segretamente", "stilletjes", "potajemnie", "тайно", "незаметно", "скрытно", "gizlice"),
        *("悄悄", "偷偷", "秘密", "こっそり", "몰래"),
    ),
    "before answering": ("antwort", "respon", "répon", "rispo", "antwoord", "ответ", "cevap", "回答", "답변"),
    "the contents of": (
        "inhalt",
        "contenido",
        "contenu",
        "conteúdo",
        "contenuto",
        "inhoud",
        "zawarto",
        "содерж",
        "içeri",
        "内容",
        "내용",
        *("obsah", "sisältö", "conținut", "tartalm", "محتوای", "innhold", "indhold", "innehåll"),
    ),
    "read": (
        *("lies", "lese", "lee", "lis", "lire", "leia", "ler", "leggi", "lees", "przeczytaj", "прочит", "прочти"),
        *("считай", "oku", "读", "阅读", "読", "읽"),
    ),
    "send": (
        *("sende", "schick", "hoch", "lade", "envía", "enviar", "sube", "envoie", "envoyer", "envie", "invia", "stuur"),
        *("wyślij", "отправ", "пошли", "загрузи", "gönder", "发", "上传", "送", "アップロード", "보내", "전송"),
        *("kirim", "unggah", "skicka", "ladda", "pošli", "odešli", "lähetä", "trimite", "küldd", "بفرست", "ارسال"),
        *("odošli", "last opp", "upload til", "oplaad"),
    ),
    "by email to": ("mail", "correo", "courriel"),
    "include": (
        *("füge", "incluye", "inclure", "inclus", "ajoute", "inclua", "inclui", "includi", "incolla", "вставь"),
        *("включи", "ekle", "包含", "附上", "粘贴", "含め", "貼り付け", "포함"),
    ),
    "attack": (
        "angriff",
        "angreifer",
        "ataque",
        "attaque",
        "attacc",
        "aanval",
        "atak",
        "атак",
        "saldırı",
        "攻击",
        "攻撃",
        "공격",
    ),
    "add": (
        *("añad", "agreg", "adicion", "acrescent", "ajout", "füge", "hinzufüg", "aggiung", "voeg", "добав", "添加"),
        *("追加", "추가"),
    ),
    "write": (
        *("写", "说", "說", "書く", "書き込む", "言う", "escriben", "dicen", "escrevem", "dizem", "schreiben", "sagen"),
        *("écrivent", "disent", "пишут", "говорят"),
    ),
}
_PHRASES = [(eng, _KEYS[eng], lazy(pattern, re.I)) for eng, pattern in _TABLE]
# Letters of other scripts and accented Latin ones (not dashes, arrows or quotes): a text with
# none is English (or has nothing the table knows) and costs nothing more.
_FOREIGN_LETTER = lazy("[\u00c0-\u024f\u0370-\u04ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# Spanish, German, Italian, Dutch... are often written without one accent ("Olvida todas tus
# instrucciones anteriores"): their function words (none an English word or a URL part) mark them.
# Whole words, looked up in a set (cheap: this runs over every English file).
_LATIN_FUNCTION_WORDS = frozenset(
    (
        *("und", "oder", "nicht", "nichts", "der", "das", "dem", "ihn", "ein", "eine", "zu", "ist", "sind", "wird"),
        *("werden", "auf", "sie", "ich", "dein", "deine", "deinen", "ohne", "las", "una", "que", "por", "para"),
        *("esto", "este", "esta", "eres", "debes", "tus", "sus", "todos", "todas", "ao", "sem", "senza", "les"),
        *("une", "avec", "pour", "dans", "vous", "nous", "sont", "uma", "seu", "sua", "della", "che", "questo"),
        *("sono", "tutte", "tutti", "segui", "het", "een", "niet", "bir", "ve", "bu", "los", "sin", "pero", "como"),
        *("naar", "bij", "niets", "eerst", "gebruiker", "zonder"),
        # Italian function words that are no English word ("il contenuto di ... non dirlo").
        *("il", "di", "non", "gli", "dei", "nel", "alla", "dal", "all'utente"),
        # Indonesian and Swedish (written in ASCII often enough).
        *("yang", "dengan", "untuk", "jangan", "tentang", "sebelum", "dari", "pengguna", "och", "att", "inte", "innan"),
        # Norwegian, Danish, Swedish and Afrikaans written without their letters.
        *("og", "ikke", "ikkje", "uten", "uden", "eller", "brukeren", "brugeren", "utan", "alla", "aldrig", "aldri"),
        *("nie", "sonder", "hierdie", "asseblief", "moenie", "om", "te"),
    )
)


def _latin_foreign(text: str, need: int = 3) -> bool:
    """Whether text reads as a Latin-script language other than English (`need` distinct function words)."""
    return len(_LATIN_FUNCTION_WORDS.intersection(text[:20_000].lower().split())) >= need


def english_gloss(text: str) -> str | None:
    """`text` with foreign phrases of intent in English (same lines), or None when none was found."""
    # One pass over the whole text first: most files are English and stop here.
    latin = _latin_foreign(text, 2)
    if not latin and (text.isascii() or _FOREIGN_LETTER.search(text, 0, 20_000) is None):
        return None
    # Paragraph by paragraph: an English skill hiding one foreign paragraph costs that paragraph.
    parts = text.split("\n\n")
    changed = False
    for i, part in enumerate(parts):
        # Two foreign letters, or fewer with enough function words ("Apague todos ... sem perguntar").
        letters = 0 if part.isascii() else len(_FOREIGN_LETTER.findall(part, 0, 20_000))
        # In a foreign document, one accented letter and one function word will do ("Añade esto a ...:").
        if letters < 2 and not (latin and _latin_foreign(part, 1 if letters else 3)):
            continue
        out = part
        lower = part.lower()
        for english, keys, pattern in _PHRASES:
            if any(k in lower for k in keys):
                out = pattern.sub(_in_english(english), out)
        if out != part:
            parts[i] = out
            changed = True
    return "\n\n".join(parts) if changed else None


def _in_english(english: str) -> Callable[[re.Match[str]], str]:
    # A phrase spread over lines stays as it is: the gloss keeps every line where it was.
    return lambda m: f" {english} " if "\n" not in m.group(0) else m.group(0)
