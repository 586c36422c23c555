export default {
  title: '머신 아틀라스',
  intro:
    '사이트의 모든 업무 프로세스를 상태 머신으로 보여 줍니다. 상태, 업무 규칙, 모델 기반 테스트의 커버리지를 확인하세요.',
  computing: '머신에서 커버리지를 계산하고 있습니다…',
  areas: {
    accounts: '계정',
    store: '스토어',
    licences: '라이선스',
    'team console': '팀 콘솔',
    student: '학생',
    support: '지원',
    content: '콘텐츠',
    events: '이벤트',
    shell: '사이트 셸',
  },
  figures: {
    states: '상태',
    transitions: '전이',
    guards: '가드 결과',
    paths: '테스트 경로',
    rules: '규칙',
  },
  open: '{{title}} 열기',
  decision: {
    title: '접근 규칙',
    intro:
      '위에서 아래로 읽는 하나의 결정 표입니다. 처음 일치하는 행이 리디렉션합니다. 페이지가 표시되기 전에 라우트 가드가 이 표를 호출합니다.',
    rule: '규칙',
    pages: '페이지',
    when: '조건',
    redirect: '이동할 곳',
  },
  machine: {
    back: '모든 머신',
    notFound: '이 ID의 머신이 없습니다.',
    diagram: '다이어그램',
    legend: {
      covered: '커버됨',
      uncovered: '커버되지 않음',
      active: '현재 상태',
      enabled: '지금 가능한 전이',
    },
    fit: '너비에 맞추기',
    actual: '실제 크기',
    spec: '사양',
    kind: { state: '상태', transition: '전이', guard: '가드 결과' },
    exportSvg: 'SVG 내보내기',
    exportMermaid: 'Mermaid 내보내기',
    states: '상태',
    rules: '규칙',
    implementedBy: '구현하는 전이',
    exercisedBy: '{{count}}개의 테스트 경로가 검증',
    notExercised: '이 규칙을 검증하는 테스트 경로가 없습니다',
    paths: '생성된 테스트 경로',
    pathsIntro: '각 경로는 머신에서 실행되고, 머신에 페이지가 있으면 그 페이지에서도 실행됩니다.',
    uncovered: '커버되지 않음',
    allCovered: '모든 상태, 전이, 가드 결과가 커버되었습니다.',
    simulate: '시뮬레이션',
    simulateIntro: '머신을 시작한 다음 이벤트나 서비스 결과를 선택해 다음 상태를 확인하세요.',
    startWith: '시작 입력',
    reset: '다시 시작',
    current: '현재 상태',
    events: '사용자가 보낼 수 있는 이벤트',
    outcomes: '서비스 결과',
    none: '이 상태에서는 아무 일도 일어날 수 없습니다.',
    history: '진행한 단계',
    layingOut: '다이어그램을 배치하고 있습니다…',
    showPaths: '경로 {{count}}개 보기',
    hidePaths: '경로 숨기기',
    diagramBox: '{{title}} 다이어그램: 화살표 키로 스크롤, + 와 − 로 확대/축소',
    layoutFailed: '다이어그램을 배치하지 못했습니다: {{error}}',
    destination: '이동할 곳',
    navigated: '(이동함)',
    notYet: '(정해짐, 아직 이동 전)',
    noDestination: '아직 정해진 곳이 없습니다',
    context: '머신 데이터(컨텍스트)',
    specSections: '이 규칙들이 인용하는 스펙 섹션',
    specSectionsIntro: '위의 각 규칙이 가리키는 명세 원문입니다(영어 원문 그대로).',
    specDoc: '스펙 {{doc}}',
    specSays: '스펙 원문',
    specSection: '스펙 {{section}}',
  },
  zoom: {
    group: '확대/축소',
    out: '축소',
    in: '확대',
    actual: '100 %',
    fit: '전체 다이어그램',
    hint: '끌거나 스크롤해 이동하고, Ctrl + 휠, 두 손가락 오므리기 또는 + − 0 키로 확대/축소합니다.',
  },
  words: { anyState: '모든 상태에서' },
  coverage: {
    shown: '표시할 커버리지',
    planned: '생성된 테스트 경로',
    observed: '엔드투엔드 실행',
    observedTitle: '엔드투엔드로 실행된 전이',
    observedIntro:
      '마지막 Playwright 실행에서 실제 애플리케이션의 액터가 보고한 전이를, 생성된 경로가 지나는 전이와 나란히 보여 줍니다.',
    noRun: '이 빌드에는 기록된 엔드투엔드 실행이 없습니다.',
    recorded: '{{date}}에 엔드투엔드 테스트 {{tests}}개에서 기록했습니다.',
    transition: '전이',
    byPaths: '경로',
    byApp: '실제 앱',
    summary:
      '전이 {{total}}개 중 실제 앱이 {{observed}}개를 지났고, 경로는 {{planned}}개를 지납니다.',
  },
  mutation: {
    title: '뮤테이션 테스트',
    intro:
      'Stryker가 머신을 한 번에 한 곳씩 바꾸고(가드 부정, 대상 변경, 문구 비우기) 테스트를 실행합니다. 어떤 테스트도 알아차리지 못한 변경은 아무도 확인하지 않는 규칙입니다. 마지막 npm run test:mutation 결과입니다.',
    score: '제거된 뮤턴트',
    guards: '제거된 가드 뮤턴트',
    targets: '제거된 대상 뮤턴트',
    none: '이 체크아웃에는 뮤테이션 실행 기록이 없습니다.',
    survivors: '어떤 테스트도 제거하지 못한 뮤턴트',
    noSurvivors: '모든 뮤턴트가 제거되었습니다.',
    line: '줄',
    change: '변경',
    kind: '종류',
    kinds: { guard: '가드', target: '대상', other: '기타' },
  },
  machines: {
    signUp: {
      title: '실시간 확인과 캡차가 있는 회원가입',
      description:
        '개인 또는 기업 회원가입: 입력하는 동안 확인하고 캡차를 푼 뒤 /member/complete?t=s로 이동합니다 (스펙 1 §2, §4, §5).',
    },
    session: {
      title: '세션: 로그인한 사용자',
      description: '누가 로그인했는지 확인합니다(스펙 1 §4 세션).',
    },
    signIn: {
      title: '아이디와 비밀번호로 로그인',
      description: '아이디와 비밀번호로 로그인한 뒤 스펙 1 §4가 정한 곳으로 회원을 보냅니다.',
    },
    passwordChange: {
      title: '비밀번호 강제 변경',
      description: '비밀번호가 아이디와 같은 회원의 비밀번호 변경(스펙 1 §4 3단계, §5).',
    },
    accountEdit: {
      title: '계정 설정 (마이페이지)',
      description:
        '/mypage/account의 계정 설정: 항목마다 수정 팝업을 열어 저장한 뒤 /mypage/account/complete로 이동합니다(스펙 1 §2, §4, §5, §7).',
    },
    passwordReset: {
      title: '이메일로 비밀번호 재설정',
      description:
        '잊어버린 비밀번호 재설정: 이메일을 입력받아 링크를 보내고, 링크를 확인한 뒤 새 비밀번호를 한 번 설정합니다(스펙 1 §3, §4, §5, §8).',
    },
    emailVerification: {
      title: '이메일 인증',
      description:
        '회원의 이메일 인증: 링크를 한 번 따라가거나, 다시 보내거나, 이메일이 없으면 주소를 추가합니다(스펙 1 §2, §4, §9).',
    },
    signOut: { title: '로그아웃', description: '세션을 끝내고 페이지를 떠납니다(스펙 1 §4).' },
    socialSignIn: {
      title: '소셜 플랫폼 토큰으로 로그인',
      description: '소셜 플랫폼 토큰으로 로그인하고 응답에 따라 이동합니다(스펙 1 §4).',
    },
    homeContent: { title: '홈페이지 뉴스', description: '홈페이지의 뉴스입니다(스펙 3 §2).' },
    errorPopup: { title: '전역 오류 팝업', description: '스펙 1 §8의 전역 오류 팝업입니다.' },
    headerMenu: {
      title: '헤더 메뉴',
      description: '헤더 하위 메뉴, 언어 선택기와 프로필 상자입니다(스펙 1 §2).',
    },
    siteShell: {
      title: '사이트 셸',
      description:
        '사이트의 틀: 점검 페이지, 중국용 링크, 상단 배너, 메뉴의 뉴스, 페이지 조회 기록(스펙 1 §2, §4).',
    },
    popupSuppression: {
      title: '팝업 숨김',
      description:
        '셸 팝업 하나를 지금 보여 줄지, 닫은 사실을 어떻게 기억할지 정합니다(스펙 1 §4).',
    },
  },
  rules: {
    'SIGNIN-14':
      '로그인 한도를 넘은 계정에는 HTTP 428(errCode -428)로 응답합니다. 캡차가 표시되고, 풀면 그 답과 함께 로그인을 다시 보냅니다.',
    'SIGNUP-1':
      '아이디는 마지막 입력 후 500ms에 서버(CheckID)가 확인합니다: 0 사용 가능, -2 잘못됨(대문자, 특수문자, 숫자만, 한글 안내), -80 사용 중, -82 클라우드 옷장 연동 사용자, -83 탈퇴한 사용자, -1000 사용할 수 없는 아이디, -10 빈 값. 확인 상태는 초기, 확인 중, 성공, 실패로 표시됩니다.',
    'SIGNUP-2':
      '이메일은 서버(CheckEmail)가 확인합니다: -4 잘못됨, -10 빈 값. 0과 -5의 두 가지 해석을 모두 유지하며, 사용 가능 여부는 서버의 판단이 결정합니다.',
    'SIGNUP-3':
      '이름은 비어 있으면 안 됩니다(개인: 이름과 성 각각, firstblank와 lastblank). 서버(CheckName)는 금지어를 -1001로 거부하며, 연속된 공백은 하나로 줄입니다.',
    'SIGNUP-4':
      '비밀번호는 규칙별로 확인합니다(8~20자, 영문자, 숫자, ~ ! @ # $ % ^ & * ( ) _ + 중 하나, ASCII만, 그 밖의 문자 없음, 아이디와 다름). 각 규칙은 마지막 입력 후 500ms에 초기, 확인 중, 성공, 실패로 표시됩니다.',
    'SIGNUP-5': "Alt 키를 사용해 입력한 비밀번호는 'alt'로 실패합니다.",
    'SIGNUP-6':
      "비밀번호 입력란에는 붙여넣기를 할 수 없으며, 입력란에 그 사실이 표시됩니다('copied').",
    'SIGNUP-7':
      '비밀번호 확인은 비어 있으면 안 되고, 6자 이상이어야 하며, 비밀번호와 같아야 합니다.',
    'SIGNUP-8': '국가는 필수입니다. 기업의 직무는 99로 고정됩니다.',
    'SIGNUP-9':
      '모든 입력이 유효하고 캡차를 풀 때까지 아무것도 보내지 않습니다. 국가가 CN인 방문자에게는 캡차가 없습니다.',
    'SIGNUP-10':
      'Join은 양식(성 다음 이름으로 합친 이름, 아이디와 같은 brId, 기업은 직무 99)과 함께 보내며 5000ms 안에 응답합니다. errCode 0이면 /member/complete?t=s로 이동합니다.',
    'SIGNUP-11':
      'Join errCode -1001(이름에 금지어)이면 이름을 표시하고 페이지를 맨 위로 스크롤합니다.',
    'SIGNUP-12': 'Join errCode -1000이면 아이디를 사용할 수 없는 아이디로 표시합니다.',
    'SIGNUP-13':
      'Join의 다른 거부는 해당 입력란에 표시합니다(아이디 -2, -80, -82, -83, 이메일 -4, -5). 그 밖의 코드는 "코드 - 정보"로 표시합니다.',
    'SIGNUP-14':
      'Join이 실패하면 양식에 분명한 오류를 표시하고, 네트워크 또는 예기치 않은 오류이면 전역 오류 팝업도 띄웁니다. HTTP 428이면 새 캡차를 요청합니다.',
    'SIGNIN-1':
      '앞뒤 공백을 제거한 뒤 비어 있는 아이디나 비밀번호는 호출하기 전에 해당 입력란에 표시됩니다.',
    'SIGNIN-2': 'loginResult 0은 로그인 성공을 뜻하며 세션 토큰을 보관합니다(쿠키 jwt_token, 2일).',
    'SIGNIN-3': 'loginResult -1이면 아이디와 비밀번호를 모두 잘못된 값으로 표시합니다.',
    'SIGNIN-4': 'loginResult 2이면 비어 있는 입력란마다 표시합니다.',
    'SIGNIN-5':
      'loginResult -2이면 상태가 contact가 되어 사용자에게 고객 지원에 문의하라고 안내합니다.',
    'SIGNIN-6': '그 밖의 loginResult는 "코드 - 정보" 형식의 오류로 표시합니다.',
    'SIGNIN-7':
      '호출이 실패하면 양식에 분명한 오류를 보여 줍니다. 네트워크 오류나 예기치 않은 오류(응답 없음, 시간 초과, 서버 오류, 계약을 어긴 응답)는 전역 오류 팝업도 띄우지만, 거절된 요청(HTTP 4xx)은 띄우지 않습니다.',
    'SIGNIN-8': '로그인 후 이메일이 없는 사용자는 /member/addemail로 이동합니다.',
    'SIGNIN-9':
      '로그인 후 이메일을 인증하지 않은 사용자는 /member/emailverifywarning으로 이동합니다.',
    'SIGNIN-10': '로그인 후 비밀번호가 아이디와 같은 사용자는 /member/passchange로 이동합니다.',
    'SIGNIN-11':
      '아직 통합하지 않은 연동(클라우드 옷장) 기업 사용자나 최종 사용자는 상태 integrate_closet_ent를 받습니다.',
    'SIGNIN-12':
      '그 밖에는 반환 URL로, 없으면 지원 페이지로, 없으면 type, userType, orderType, period로 만든 가격 페이지로, 그것도 없으면 홈으로 이동합니다.',
    'SIGNIN-13':
      '이메일을 인증한 개인 사용자는 상태 signin을 받고, 통합하지 않았다면 integrate_closet_per를 받습니다.',
    'SOCIAL-1':
      'errCode 0과 토큰을 받은 소셜 플랫폼 토큰 로그인은 첫 로그인 여부를 넘기며 사용자를 로그인시킵니다.',
    'SOCIAL-2': 'errCode -300이면 /member/warning으로 이동합니다.',
    'SOCIAL-3': 'errCode -301이면 /?modal=is_integration_blocked로 이동합니다.',
    'SOCIAL-4': '그 밖의 errCode는 홈으로 이동합니다.',
    'SOCIAL-5': 'HTTP 400 응답이면 /member/emailverifywarning?t=c로 이동합니다.',
    'SOCIAL-6': '그 밖의 실패는 /member/emailverifywarning으로 이동합니다.',
    'SOCIAL-7':
      '코드가 없는 소셜 로그인 링크는 교환할 수 없으므로 페이지에 그 사실을 알리고 로그인 양식을 제공합니다.',
    'SESSION-1':
      '사이트는 GetUserInfo로 로그인한 사용자를 알아냅니다. 401로 응답하거나 실패하면 아무도 로그인하지 않은 것입니다.',
    'SESSION-2': '로그인이나 로그아웃 후에는 세션을 다시 조회해 헤더와 접근 가드가 따라갑니다.',
    'SIGNOUT-1':
      '세션을 끝낼 때 Logout을 호출하고 쿠키를 지운 뒤 returnUrl로, 없으면 홈으로 이동합니다.',
    'PASSCHANGE-1':
      '새 비밀번호를 조건별로 검사합니다(8~20자, 영문자, 숫자, ~ ! @ # $ % ^ & * ( ) _ + 중 하나, 영문자·숫자·해당 특수문자만). 마지막 입력 후 500ms가 지나면 각 조건이 초기, 확인 중, 성공, 실패로 표시됩니다.',
    'PASSCHANGE-2': "새 비밀번호가 아이디나 현재 비밀번호와 같으면 'same'으로 실패합니다.",
    'PASSCHANGE-3': "Alt 키를 사용해 입력한 새 비밀번호는 'alt'로 실패합니다.",
    'PASSCHANGE-4':
      "비밀번호 입력란에는 붙여넣을 수 없으며, 입력란에 그 사실('copied')이 표시됩니다.",
    'PASSCHANGE-5':
      '비밀번호 확인은 비어 있으면 안 되고, 6자 이상이며 새 비밀번호와 같아야 합니다.',
    'PASSCHANGE-6':
      '입력란이 비었거나 비밀번호 조건이 실패하면 아무것도 보내지 않고 각 문제를 해당 입력란에 표시합니다.',
    'PASSCHANGE-7':
      'SetMemberField errCode -6은 새 비밀번호가 비었거나 너무 짧음을, -1004는 현재 비밀번호가 틀림을 표시하고, 그 밖의 코드는 "코드 - 정보"로 보여 줍니다.',
    'PASSCHANGE-8':
      'errCode 0: 비밀번호가 변경되고 세션을 다시 확인한 뒤 회원은 사이트(홈)로 이동합니다.',
    'PASSCHANGE-9':
      '호출이 실패하면 양식에 오류를 보여 주고, 네트워크 또는 예기치 않은 오류는 전역 오류 팝업도 띄웁니다.',
    'RESET-1':
      '재설정 요청은 개인 또는 기업 계정의 이메일을 받습니다. 상태는 0 대기, 1 전송 중, 2 전송됨이며, 전송되면 /member/submitted가 이메일을 확인하라고 안내합니다.',
    'RESET-2': "@가 없는 이메일은 'email blank value'로 실패하고 아무것도 보내지 않습니다.",
    'RESET-3':
      'errCode -82는 해당 사용자가 없다는 뜻입니다. 상태는 noneUser가 되고 양식은 그대로 남습니다.',
    'RESET-4':
      '요청의 그 밖의 실패(다른 errCode, 응답 없음)는 상태 -1이 되고 /member/unablepw로 이동합니다.',
    'RESET-5': '새 비밀번호 양식을 열기 전에 이메일의 링크를 CheckVaildPwMail로 확인합니다.',
    'RESET-6':
      "새 비밀번호는 스펙 1 §5의 규칙을 따릅니다(8~20자, 영문자, 숫자, 특수문자, ASCII만, 아이디와 같으면 'same', Alt 키 'alt', 붙여넣기 'copied'). 각 규칙은 마지막 입력 후 500ms에 초기, 확인 중, 성공, 실패로 표시되며, 비밀번호 확인은 일치하고 6자 이상이어야 합니다.",
    'RESET-7':
      'SetPw는 링크를 한 번만 사용합니다. 성공하면 /member/complete?t=r로, 이미 사용했거나 만료된 링크는 /member/expired로 이동합니다.',
    'RESET-8':
      'SetPw가 실패하면 양식에 분명한 오류를 보여 주고, 네트워크 또는 예기치 않은 오류는 전역 오류 팝업도 띄웁니다.',
    'ACCOUNT-1':
      '계정 설정은 회원 정보를 불러오고(GetUserInfo), 각 항목은 현재 값이 담긴 자체 수정 팝업을 열어 저장한 뒤 팝업을 닫고 /mypage/account/complete를 보여 줍니다.',
    'ACCOUNT-2':
      "새 비밀번호는 스펙 1 §5 규칙(8~20자, 영문자, 숫자, 지정된 특수문자, ASCII만, 아이디나 현재 비밀번호와 다름 'same', Alt 키 사용 불가 'alt', 붙여넣기 거부 'copied')을 따르고, 확인 값은 일치하며 6자 이상이어야 합니다. 빈 항목은 표시되고 아무것도 보내지 않습니다.",
    'ACCOUNT-3':
      '먼저 CheckMyPW로 현재 비밀번호를 확인하고(-1000: 틀림으로 표시, 저장 안 함), 이어서 현재 비밀번호를 oldVal로 SetMemberField pw를 호출합니다: -6 비어 있거나 너무 짧음, -1004 현재 비밀번호 불일치.',
    'ACCOUNT-4':
      '빈 이름은 호출 전에 표시되고, 연속된 공백은 하나로 줄며, SetMemberField name -1005는 금지어를 표시합니다.',
    'ACCOUNT-5':
      '이메일 변경: 개인 회원과 클라우드 옷장 통합 회원은 /logout?gotomail=1&port=1을 거쳐 파트너 사이트로 이동하고, 그 외 회원은 SetEmail로 저장하며(-4 형식 오류, -5 사용 중, -10 빈 값 표시) 주소는 미인증 상태가 되고 인증 메일이 발송됩니다.',
    'ACCOUNT-6':
      '통합(SSO) 계정은 비밀번호와 이메일을 파트너 사이트에서만 변경하며 팝업이 열리지 않습니다.',
    'ACCOUNT-7':
      '국가(필수), 직업, 뉴스레터 동의, 선호 언어는 SetMemberField(modFld country, job, agreement, preferredLang)로 저장합니다.',
    'ACCOUNT-8':
      '청구지 주소는 GetUserBillAddress로 읽고 SetBillAddress로 저장합니다. 입력한 쉼표는 공백이 되고, 국가는 필수이며 미국 주소는 미국 주 목록에서 주를 고릅니다.',
    'ACCOUNT-9':
      '호출이 실패하면 분명한 오류를 보여 주고, 네트워크 또는 예기치 않은 오류는 전역 오류 팝업도 띄우며, 그 밖의 errCode는 "코드 - 정보"로 표시합니다.',
    'VERIFY-1':
      '인증 메일의 링크(/member/emailverify)는 주소를 한 번만 인증합니다. 이미 사용했거나 알 수 없는 링크, 만료된 링크는 그 사실을 알려 줍니다.',
    'VERIFY-2':
      '재전송 버튼은 인증 메일을 다시 보내며(ResendVerifyEmail), 1500ms에 한 번까지만 보냅니다.',
    'VERIFY-3':
      '이메일이 없는 사용자는 이메일을 추가합니다(SetEmail). -10 빈 값, -4 잘못됨, -5 이미 사용 중은 입력란에 표시하고, 성공하면 /member/emailsent로 이동합니다.',
    'VERIFY-4':
      '호출이 실패하면 분명한 오류를 보여 주고, 네트워크 또는 예기치 않은 오류는 전역 오류 팝업도 띄웁니다.',
    'SIGNOUT-3':
      '/logout?gotomail=1(port=1: 클라우드 워드로브 플랫폼)은 세션을 끝내고 파트너 사이트의 이메일 페이지로 이동합니다.',
    'SIGNOUT-2': 'Logout이 실패해도 로컬 세션을 지우고 이동합니다.',
    'ACCESS-1':
      '이메일을 인증한 로그인 사용자는 로그인·회원가입 페이지에서 returnUrl이 있으면 그곳으로, 없으면 홈으로 되돌려집니다.',
    'ACCESS-2':
      '이메일을 인증하지 않은 로그인 사용자가 주문이나 체험 페이지를 열면 /member/emailverifywarning으로 보냅니다.',
    'ACCESS-3':
      '이메일이 없는 로그인 사용자가 주문, 체험 또는 계정 페이지를 열면 /member/addemail로 보냅니다.',
    'ACCESS-4':
      '인증 메일 재전송, 이메일 추가, 비밀번호 변경 페이지는 로그아웃한 방문자를 홈으로 보냅니다.',
    'ACCESS-5':
      '약관에 동의하지 않았고 이메일을 인증한 기업 사용자가 주문 페이지나 개인 대시보드(마이페이지)를 열면 /product/trial로 보냅니다.',
    'ACCESS-6':
      '주문, 결제, 마이페이지, 계정 페이지는 로그아웃한 방문자에게 해당 페이지를 반환 주소로 하여 로그인을 요청합니다(체험 페이지는 예외: 아카이브 다운로드 전에만 로그인합니다).',
    'POPUP-1':
      '"하루 동안" 보지 않기로 닫은 팝업은 상위 도메인에 SameSite=Lax로 저장한 86400초 쿠키로 하루 동안 숨겨집니다.',
    'POPUP-2': '"다시 보지 않기"로 닫은 팝업은 만료 없는 쿠키로 숨겨집니다.',
    'POPUP-3': '설문 팝업은 페이지를 연 지 1분 뒤에 나타납니다.',
    'POPUP-4': '설문 팝업은 마지막으로 닫은 지 하루가 넘었을 때만 다시 나타납니다.',
    'POPUP-5':
      '통합 계정에 관한 법적 고지 팝업은 로그인할 때 보이며, 한 번 닫으면 다시 열리지 않습니다.',
    'POPUP-6': 'Esc 키나 바깥쪽 클릭으로 팝업을 닫습니다.',
    'ERRPOP-1':
      '네트워크 오류나 예기치 않은 오류는 제목 "Error", 괄호 안의 코드, 메시지의 처음 20자를 담은 전역 오류 팝업을 엽니다.',
    'ERRPOP-2': '문의하기를 누르면 /support/contact로 이동합니다.',
    'ERRPOP-3':
      '오류 코드 보내기는 API 이름, 코드, 메시지를 담은 지원 티켓을 만들고 그동안 로딩을 표시합니다.',
    'ERRPOP-4': '오류 팝업을 닫으면 홈으로 이동합니다.',
    'MENU-1':
      '1279px보다 넓으면 Pricing을 제외한 최상위 항목은 마우스를 올릴 때 하위 메뉴를 엽니다.',
    'MENU-2':
      '1279px 이하에서는 햄버거 버튼이 메뉴 막대를 대신하고, 최상위 항목은 클릭할 때 하위 메뉴를 엽니다.',
    'MENU-3': 'Esc 키는 열린 메뉴를 모두 닫습니다.',
    'SHELL-1': '서비스가 점검 중이라고 알리면 점검 페이지가 사이트를 대신합니다.',
    'SHELL-2': '중국용 주소가 따로 있는 메뉴 링크는 방문자 IP 국가가 CN이면 중국 주소를 씁니다.',
    'SHELL-3':
      '상단 배너는 콘텐츠 서비스가 해당 페이지용 배너를 돌려줄 때만 보입니다(lang은 대문자, applyUrl은 해당 페이지).',
    'SHELL-4': '메가 메뉴 캐러셀은 최신 뉴스 게시물 세 개를 보여 줍니다.',
    'SHELL-5':
      '페이지를 이동할 때마다 31536000초 동안 유지되는 고유 ID 쿠키와 함께 page_view 이벤트를 기록합니다.',
  },
}
